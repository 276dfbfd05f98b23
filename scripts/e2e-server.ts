// The server Playwright's webServer starts (see playwright.config.ts): the
// BUILT app (`npm run build` must have run; this builds nothing) on port 3100
// with a fresh temporary data directory, seeded with 5,000 demo jobs, so every
// e2e run starts from the same known state.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-e2e-'))

process.env.PORT = process.env.E2E_PORT ?? '3100'
process.env.HOST = '127.0.0.1'
// The address the browser uses: links in e-mails and the Google redirect point back here.
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`
process.env.DATA_DIR = dataDir
process.env.NODE_ENV = 'production'
process.env.SEED_JOBS = '5000'
// The journeys' staff, one per Playwright project (tests/e2e/admin-sources.spec.ts, accessibility.spec.ts): each address
// becomes super_admin when it signs in verified.
process.env.ADMIN_EMAILS ??=
  'e2e-admin-phone@example.com,e2e-admin-desktop@example.com,e2e-a11y-phone@example.com,e2e-a11y-desktop@example.com'

process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true })
})

await import('#server/main.ts')
