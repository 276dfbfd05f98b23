// End-to-end journeys (tests/e2e/*.spec.ts) in the machine's Chromium against
// the BUILT server on a fresh, seeded database. Browsers are never downloaded:
// scripts/ensure-chromium.ts installs Debian's `chromium` when it is missing.
import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets two checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
const isCi = Boolean(process.env.CI)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  // One server process backs every worker; two workers keep it busy without
  // starving it on a 2-core machine.
  workers: 2,
  // Sized for a 2-core machine at load 8, where a journey takes several times as long as on a quiet
  // one; only a journey that hangs runs out (decision 039).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The progress reporter writes each journey's result as it ends (test-results/e2e-progress.jsonl),
  // so `npm test` counts what ran even when it has to stop the step (decision 039).
  reporter: [['list'], ['./scripts/lib/playwright-progress-reporter.ts']],
  use: {
    baseURL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  webServer: {
    // The built app (BUILD_DIR: `build`, or test-results/build under `npm test`) on E2E_PORT with a
    // fresh temporary DATA_DIR. The script frees its port from a stale e2e server of ours (or says who
    // holds it), keeps the server's request log in test-results/e2e-server.log and prints one line
    // when /api/health answers, which is what Playwright waits for (no `url`: Playwright's own check
    // would refuse a held port before the script could free it).
    // The Node that runs Playwright (24), whatever `node` is first on the PATH.
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    wait: { stdout: /e2e server ready/ },
    // Seeding 5,000 jobs takes about 30 s on a quiet machine, and several times that at load 8.
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM: the script stops the server (it drains, closes PGlite) and removes the data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
