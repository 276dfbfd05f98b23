import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '#server/config.ts'
import type { DatabaseTarget } from './client.ts'

/** The embedded database's directory inside DATA_DIR. */
export function embeddedDataDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'pglite')
}

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR (created
 * when missing). The server and the command-line tools (npm run admin:create) open the same one.
 */
export function databaseTargetFor(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'PGLITE_SHARED_BUFFERS'>,
  onIdleConnectionError?: (error: Error) => void,
): DatabaseTarget {
  if (config.DATABASE_URL) {
    return {
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      ...(onIdleConnectionError ? { onIdleConnectionError } : {}),
    }
  }
  const dataDir = embeddedDataDir(config)
  mkdirSync(dataDir, { recursive: true })
  return { kind: 'pglite', dataDir, sharedBuffers: config.PGLITE_SHARED_BUFFERS }
}
