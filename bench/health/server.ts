/**
 * The app under the health benchmark, in a process of its own so the load generator never shares its
 * event loop: an in-memory PGlite seeded with demo jobs, the whole API (createApp without pages) on
 * 127.0.0.1. With `background` its health refresh starts as server/main.ts starts it; with `on-request`
 * it does not, and every request runs the checks, as every request did before decision 042.
 * Prints {"port": n} once listening; stops on SIGTERM.
 *
 *   node bench/health/server.ts <background | on-request> <jobs>
 */
import { serve } from '@hono/node-server'
import pino from 'pino'
import { createAdapters, localAdaptersConfig } from '#server/adapters/create-adapters.ts'
import { createApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { optimizeJobSearch } from '#server/features/jobs/index.ts'
import { seedDemoData } from '#server/seed-demo.ts'
import { createServices } from '#server/services.ts'

const [mode, jobs] = process.argv.slice(2)
if ((mode !== 'background' && mode !== 'on-request') || !jobs)
  throw new Error('usage: node bench/health/server.ts <background | on-request> <jobs>')

const database = await openDatabase({ kind: 'pglite', dataDir: null })
const logger = pino({ level: 'silent' })
await seedDemoData(database, { jobCount: Number(jobs), now: new Date(), logger })
await optimizeJobSearch(database)
const services = createServices({
  database,
  logger,
  accounts: { publicUrl: 'http://127.0.0.1', authSecret: 'bench-secret-of-at-least-thirty-two-characters', google: null, adminEmails: [] },
  // Every outside service on its local adapter, as tests build them.
  adapters: createAdapters(localAdaptersConfig, { logger }),
  messaging: { isMailboxEnabled: false },
})
if (mode === 'background') await services.health.start()
const app = createApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), logger, services })

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`)
})

process.on('SIGTERM', () => {
  server.close(() => {
    Promise.all([services.health.stop(), database.close()])
      .then(() => process.exit(0))
      .catch(() => process.exit(1))
  })
})
