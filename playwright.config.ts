import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Each run builds into its own folder and serves a fresh database, so parallel runs never share state.
const port = Number(process.env.E2E_PORT ?? 4173);
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(join(tmpdir(), "tissue-e2e-"));
process.env.E2E_RUN_DIR = runDir;

import { e2eAdmin } from "./tests/e2e/helpers/e2e-admin";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/results.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `bunx vite build --logLevel warn --outDir ${runDir}/dist && bun src/server/index.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(runDir, "data"),
      DIST_DIR: join(runDir, "dist"),
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      FORM_RATE_LIMIT: "0",
      LOGIN_RATE_LIMIT: "1000",
      // Mail links need the site's address (docs/decisions/180); site-address.e2e.ts starts a server without it.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
  },
});
