# Production image (docs/adr/0171-node-24-compiled-image.md): Node 24 LTS runs the compiled services
# with plain node (no tsx), with production dependencies only, as the unprivileged `node` user. The
# same build step (`npm run build:services`) is what CI compiles and runs the end-to-end tier against.
FROM node:24-bookworm-slim AS base
ENV PUPPETEER_SKIP_DOWNLOAD=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-noto-color-emoji ca-certificates curl \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
# Every workspace's manifest: the lockfile names them all.
COPY package.json package-lock.json .npmrc ./
COPY services/events/package.json services/events/
COPY services/core/package.json services/core/
COPY services/projections/package.json services/projections/
COPY services/journey-map/package.json services/journey-map/
COPY web/package.json web/

# Everything, compiled: the web app (Vite) and the services (TypeScript to JavaScript in each dist/).
FROM base AS build
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:web && npm run build:services

# What runs: the server's and the read side's production dependencies, the compiled code and the data
# it reads at run time (migrations, the knowledge base, the map's geodata, the web build).
FROM base AS runtime
ENV NODE_ENV=production
RUN npm install --omit=dev --no-audit --no-fund --workspace services/core --workspace services/projections \
 && npm cache clean --force
COPY --from=build /app/services/events/dist services/events/dist
COPY --from=build /app/services/events/migrations services/events/migrations
COPY --from=build /app/services/projections/dist services/projections/dist
COPY --from=build /app/services/projections/migrations services/projections/migrations
COPY --from=build /app/services/journey-map/dist services/journey-map/dist
COPY --from=build /app/services/journey-map/geodata services/journey-map/geodata
COPY --from=build /app/services/core/dist services/core/dist
COPY --from=build /app/services/core/migrations services/core/migrations
COPY --from=build /app/services/core/knowledge services/core/knowledge
COPY --from=build /app/web/dist web/dist
# DATA_DIR (a named volume in docker-compose, shared by the instances) must be writable by the app user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# The API's health (its database answers). Processes without the api role override it in
# docker-compose.yml with their metrics port.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=6 \
  CMD curl -fsS "http://127.0.0.1:${PORT:-3000}/api/health" || exit 1
CMD ["node", "--conditions=compiled", "services/core/dist/main.js"]
