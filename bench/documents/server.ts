/**
 * The app under the documents benchmark, in a process of its own so the client never shares its event
 * loop: the whole API over a PGlite in a temporary directory on 127.0.0.1, with the render pool's default size for
 * this machine. The per-person limits (30 exports and 120 previews a minute) would stop a benchmark, so
 * its rate limiter is the real one with the limit lifted: every request still pays the database hit.
 * Prints {"port": n, "pid": n} once listening; stops on SIGTERM. Silent, unless BENCH_LOG names a pino
 * level (`BENCH_LOG=warn` shows why a request failed).
 *
 *   node bench/documents/server.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import pino from 'pino'
import { createAdapters, localAdaptersConfig } from '#server/adapters/create-adapters.ts'
import { createApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { createServices } from '#server/services.ts'

// On disk, as production runs: an in-memory PGlite keeps its write-ahead log in RAM, and the rate
// limiter's upsert per request would show as the renderer's memory.
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-documents-'))
const database = await openDatabase({ kind: 'pglite', dataDir })
const logger = pino({ level: process.env.BENCH_LOG ?? 'silent' })
const adapters = createAdapters(localAdaptersConfig, { logger })
const services = createServices({
  database,
  logger,
  accounts: { publicUrl: 'http://127.0.0.1', authSecret: 'bench-secret-of-at-least-thirty-two-characters', google: null, adminEmails: [] },
  adapters,
  messaging: { isMailboxEnabled: false },
})
const limiter = services.rateLimiter
const app = createApp({
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
  logger,
  services: {
    ...services,
    rateLimiter: {
      ...limiter,
      hit: (purpose, subject, rule) => limiter.hit(purpose, subject, { ...rule, limit: Number.MAX_SAFE_INTEGER }),
    },
  },
})

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port, pid: process.pid, workers: localAdaptersConfig.documents.renderWorkers })}\n`)
})

process.on('SIGTERM', () => {
  server.close(() => {
    Promise.all([adapters.documents.typst.close(), database.close()])
      .then(() => rmSync(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0))
      .catch(() => process.exit(1))
  })
})
