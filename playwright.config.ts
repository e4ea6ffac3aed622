/**
 * E2E in real Chromium against the running sandbox (which serves the production build).
 * Playwright cannot download browsers here: Debian's /usr/bin/chromium is used when present.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Override with E2E_PORT to run two suites side by side; the demo shop listens on E2E_PORT + 1. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4310);
export const E2E_MERCHANT_PORT = E2E_PORT + 1;
export const E2E_API_KEY = 'sk_test_e2e_demo_key';
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // One retry under CI: a test that passes only on its retry is reported as flaky in the summary.
  retries: process.env['CI'] ? 1 : 0,
  // A test's ceiling, not a speed check (speed is measured by `npm run bench`): the longest flows take
  // ~18 s here with two workers, and a slower CI machine ran one 7-page test past 30 s.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://localhost:${E2E_PORT}/sandbox/sandbox.css`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(E2E_PORT),
      MERCHANT_PORT: String(E2E_MERCHANT_PORT),
      // A file database and a request log, scanned for card numbers after the run (check.ts).
      DATABASE_PATH: `reports/e2e/sandbox-${E2E_PORT}.db`,
      LOG_FILE: `reports/e2e/sandbox-${E2E_PORT}.log`,
      SANDBOX_API_KEY: E2E_API_KEY,
      // Every e2e test pays from 127.0.0.1: the per-client card limit is raised for the suite.
      CARD_ATTEMPTS_PER_CLIENT: '100000',
      LOG_REQUESTS: '1',
    },
  },
});
