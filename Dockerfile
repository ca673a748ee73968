# Production image: Node 22 LTS (Effect 3 runs on it; these dev machines use Node 20).
FROM node:22-bookworm-slim AS base
ENV PUPPETEER_SKIP_DOWNLOAD=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NODE_ENV=production
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-noto-color-emoji ca-certificates curl \
 && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app

FROM base AS build
COPY package.json package-lock.json .npmrc ./
COPY services/events/package.json services/events/
COPY services/core/package.json services/core/
COPY services/projections/package.json services/projections/
COPY services/journey-map/package.json services/journey-map/
COPY web/package.json web/
RUN NODE_ENV=development npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM base AS runtime
COPY --from=build /app /app
# DATA_DIR (a named volume in docker-compose, shared by the instances) must be writable by the app user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["npm", "run", "-w", "services/core", "start"]
