import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { StartUpError } from '#server/lib/start-up-error.ts'

/** As AUTH_SECRET must be (server/config.ts): shorter keys are guessable. */
const MIN_SECRET_LENGTH = 32

/**
 * The key better-auth signs cookies and tokens with: AUTH_SECRET when set (required with
 * APP_ENV=production, server/config.ts); otherwise one generated on first start and kept in
 * DATA_DIR, so sessions survive a restart of `npm start`. A kept secret shorter than AUTH_SECRET may
 * be (someone wrote the file by hand) stops start-up, as a short AUTH_SECRET does.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.resolve(dataDir, 'auth-secret')
  try {
    return checkedSecret(readFileSync(file, 'utf8').trim(), file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readFileSync(file, 'utf8').trim()
  }
}

function checkedSecret(secret: string, file: string): string {
  if (secret.length >= MIN_SECRET_LENGTH) return secret
  throw new StartUpError(
    `${file} holds a secret of ${secret.length} characters, and it must be at least ${MIN_SECRET_LENGTH}: delete the file to have a new one generated (everyone is signed out), or set AUTH_SECRET to 32 or more characters`,
  )
}
