// One Vitest config with two projects. It deliberately does not extend
// vite.config.ts: the React Router and Tailwind plugins build the app and have
// no business in a unit test run.
//
//   unit    core/ and app/ tests; environment node (a file that needs a DOM
//           asks with a `// @vitest-environment happy-dom` comment, after the
//           environment package has been installed)
//   server  server/ and tests/ tests (integration on PGlite, and on
//           PostgreSQL when TEST_DATABASE_URL is set); tests/e2e is Playwright's
//
// Run one: `npx vitest run --project server`, one file: `npx vitest run path`.
import { configDefaults, defineConfig } from 'vitest/config'

const excluded = [
  ...configDefaults.exclude,
  'build/**',
  'data/**',
  '.react-router/**',
  'test-results/**',
  'playwright-report/**',
  'tests/e2e/**',
]

export default defineConfig({
  test: {
    setupFiles: ['tests/support/no-console-error.ts'],
    // PGlite starts in a few seconds per instance and migrations run on each; on a 2-core machine at
    // load 8 that is several times longer, and the suite must pass there too (decision 039).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 10_000,
    // Forks, not threads: PGlite's WASM heap and pg sockets are safest in a
    // process of their own. Two workers fit the 2-core CI machine.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
          exclude: excluded,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: excluded,
          environment: 'node',
        },
      },
    ],
  },
})
