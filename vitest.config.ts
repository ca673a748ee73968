import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Test tiers by file suffix (docs/adr/0005-test-tiers.md):
// *.unit.test.ts(x) pure and fast, *.int.test.ts real database or bus, *.e2e.test.ts whole app,
// *.faults.test.ts fault drills (`npm run test:faults`, not part of `npm test`).
export default defineConfig({
  esbuild: { jsx: "automatic" },
  // The web shares the itinerary contract with core (the same alias as web/vite.config.ts).
  resolve: { alias: { "@contract": fileURLToPath(new URL("./services/events/src/contract", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        // scripts/architecture: the layer and import-circle check over the whole repository (ADR 0100).
        test: { name: "unit-node", include: ["services/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"], environment: "node" }
      },
      {
        extends: true,
        test: {
          name: "unit-web",
          include: ["web/src/**/*.unit.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["web/src/test/setup.ts"],
          // A file's first render loads its lazy routes through Vite: on a busy 2-core machine (CI next to
          // a benchmark) that alone passed 5 s once.
          testTimeout: 15_000
        }
      },
      {
        extends: true,
        test: {
          name: "int",
          include: ["services/**/*.int.test.ts"],
          // Every test app's requests and answers are checked against the served OpenAPI documents;
          // this adds up and prints the totals at the end (docs/adr/0080-api-contract.md).
          globalSetup: ["services/core/test/contract/globalSetup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite instances cost ~300 MB and 2-3 s each; two files at a time keeps the 2-core machine responsive.
          maxWorkers: 2,
          minWorkers: 1
        }
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["services/**/*.e2e.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false
        }
      },
      {
        extends: true,
        test: {
          // Fault drills (docs/adr/0060-scale-out.md): private PostgreSQL and NATS, processes killed and
          // restarted. One file at a time: each drill runs a small cluster on the 2-core machine.
          name: "faults",
          include: ["services/**/*.faults.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false
        }
      }
    ]
  }
});
