/**
 * The API under benchmark, in a process of its own so the load generator never shares its event loop:
 * createApp without pages, on 127.0.0.1, plus the same API without its ranking cache and the naive
 * baseline the run compares against. The database is a PGlite directory or a postgres:// URL.
 * Prints {"port": n} once listening; stops on SIGTERM.
 */
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { createAdapters, localAdaptersConfig } from '#server/adapters/create-adapters.ts'
import { createApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { createJobsRoutes } from '#server/features/jobs/index.ts'
import { createServices } from '#server/services.ts'

const target = process.argv[2]
if (!target) throw new Error('usage: node bench/search/server.ts <pglite data dir | postgres:// URL>')

const database = await openDatabase(
  target.startsWith('postgres://') || target.startsWith('postgresql://')
    ? { kind: 'postgres', url: target }
    : { kind: 'pglite', dataDir: target },
)
const logger = pino({ level: 'silent' })
const accounts = {
  publicUrl: 'http://127.0.0.1',
  authSecret: 'bench-secret-of-at-least-thirty-two-characters',
  google: null,
  adminEmails: [],
}
// Every outside service on its local adapter, as tests build them: messages stay in the outbox; the benchmark sends none.
const adapters = createAdapters(localAdaptersConfig, { logger })
const messaging = { isMailboxEnabled: false }
const app = createApp({
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
  logger,
  services: createServices({ database, logger, accounts, adapters, messaging }),
})

/**
 * The same API with the ranking and answer caches off under /cold: every request ranks its candidates
 * afresh, as the first request for a search does. (Word corrections and places stay cached, as in the app.)
 */
const coldServices = createServices({
  database,
  logger,
  accounts,
  adapters,
  messaging,
  jobs: { rankingCacheTtlMs: 0, resultCacheTtlMs: 0 },
})
app.route('/cold/api/jobs', createJobsRoutes(coldServices))

/** The textbook query: rank every match of the whole document vector, sort, take ten. */
app.get('/bench/naive-search', async (c) => {
  const query = c.req.query('query') ?? ''
  const page = Math.max(1, Math.min(50, Number(c.req.query('page') ?? '1') || 1))
  const rows = await database.query(sql`
    select j.id, j.title, j.employer_name, j.employer_logo, j.employment_type, j.apply_link, j.description,
      j.city, j.state, j.country, j.is_remote, j.posted_at, j.salary_min, j.salary_max, j.salary_currency,
      j.salary_period, j.required_experience, j.required_education, j.required_skills, j.highlights
    from jobs j
    where j.is_active and j.search_vector @@ plainto_tsquery('english', ${query})
    order by ts_rank(j.search_vector, plainto_tsquery('english', ${query})) desc, j.id
    limit 10 offset ${(page - 1) * 10}`)
  return c.json({ data: rows })
})

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`)
})

process.on('SIGTERM', () => {
  server.close(() => {
    database
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1))
  })
})
