import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { openDatabase, type DatabaseTarget } from './db/client.ts'
import { isDatabaseSeeded, seedDatabase } from './db/seed/seed.ts'
import { createLogger, type Logger } from './lib/logger.ts'
import { createDevWeb, type DevWeb } from './web/dev.ts'
import { CLIENT_DIR, loadProductionBuild } from './web/production.ts'
import { createWebHandler } from './web/react-router.ts'

/** Composition root: config → database → seed → app → listen, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfigOrExit()
  const logger = createLogger({ level: config.LOG_LEVEL, isPretty: !config.isProduction })
  const database = await openDatabase(databaseTarget(config))
  logger.info({ database: database.kind }, 'database ready, migrations applied')

  if (config.SEED_ON_START && !(await isDatabaseSeeded(database))) {
    const startedAt = performance.now()
    const counts = await seedDatabase(database, { jobCount: config.SEED_JOBS, now: new Date(), logger })
    logger.info({ ...counts, ms: Math.round(performance.now() - startedAt) }, 'demo data seeded')
  }

  const devWeb = config.NODE_ENV === 'development' ? await createDevWeb() : null
  const loadBuild = devWeb ? () => devWeb.loadBuild() : await loadProductionBuild()
  const app = createApp({
    config,
    logger,
    database,
    ...(devWeb ? {} : { clientAssetsDir: path.relative(process.cwd(), CLIENT_DIR) }),
    web: createWebHandler({ loadBuild, mode: devWeb ? 'development' : 'production', publicUrl: config.PUBLIC_URL, logger }),
  })

  const listener = getRequestListener(app.hono.fetch)
  const server = createServer(devWeb ? withVite(devWeb, listener) : listener)
  server.listen(config.PORT, config.HOST, () => {
    logger.info({ url: `http://localhost:${config.PORT}`, env: config.NODE_ENV }, 'JobYatra is listening')
  })
  stopGracefully({ logger, config, server, close: async () => {
    await devWeb?.close()
    await database.close()
  } })
}

function readConfigOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

function databaseTarget(config: Config): DatabaseTarget {
  if (config.DATABASE_URL) return { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
  const dataDir = path.resolve(config.DATA_DIR, 'pglite')
  mkdirSync(dataDir, { recursive: true })
  return { kind: 'pglite', dataDir }
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void

function withVite(devWeb: DevWeb, listener: Listener): Listener {
  return (req, res) => devWeb.middleware(req, res, () => listener(req, res))
}

/**
 * Stops taking new connections, lets in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), then closes
 * the database so PGlite flushes to disk.
 */
function stopGracefully(options: {
  logger: Logger
  config: Config
  server: ReturnType<typeof createServer>
  close: () => Promise<void>
}): void {
  const { logger, config, server, close } = options
  let isStopping = false
  const stop = (signal: string) => {
    if (isStopping) return
    isStopping = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const forceTimer = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing their connections')
      server.closeAllConnections()
    }, config.SHUTDOWN_TIMEOUT_MS)
    server.close(() => {
      clearTimeout(forceTimer)
      close()
        .then(() => {
          logger.info('stopped')
          process.exit(0)
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'error while closing')
          process.exit(1)
        })
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

await main()
