import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { adaptersConfigFrom, createAdapters } from './adapters/create-adapters.ts'
import { createApp } from './app.ts'
import { googleClient, googleRedirectUri, resolveAuthSecret } from './features/auth/index.ts'
import { invoiceSettingsFromConfig, paymentsWebhookUrl } from './features/billing/index.ts'
import { hasJobs, optimizeJobSearch, readSourcesFile, refreshRecencyWindow, SourcesFileError } from './features/jobs/index.ts'
import type { JobSourceDeclaration } from '#core/jobs/job-source.schema.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { openDatabase, type DatabaseTarget } from './db/client.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { databaseTargetFor } from './db/target.ts'
import { createBackgroundJobs } from './jobs/background-jobs.ts'
import { sourceRunSettings } from './ingestion.ts'
import { prepareDataDir } from './lib/data-dir.ts'
import { createGracefulShutdown } from './lib/graceful-shutdown.ts'
import { createLogger, type Logger } from './lib/logger.ts'
import { StartUpError } from './lib/start-up-error.ts'
import { seedDemoData } from './seed-demo.ts'
import { backgroundJobs, bindBackgroundJobs, createServices, startFeatures, stopFeatures } from './services.ts'
import { createDevWeb, type DevWeb } from './web/dev.ts'
import { loadProductionBuild, productionBuildPaths } from './web/production.ts'
import { createWebHandler } from './web/react-router.ts'

/** Composition root: config → database → seed → adapters → services → app → listen, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfigOrExit()
  const authSecret = resolveAuthSecret(config.AUTH_SECRET, prepareDataDir(config.DATA_DIR))
  const declaredSources = await readSourcesFileOrExit(config.JOB_SOURCES_FILE)
  const logger = createLogger({ level: config.LOG_LEVEL, isPretty: !config.isProduction })
  const database = await openDatabase(databaseTarget(config, logger)).catch((error: unknown) => {
    // Another server (or npm run admin:create) holds the embedded database: say so, not a stack trace.
    if (!(error instanceof DataDirInUseError)) throw error
    logger.fatal({ holderPid: error.pid, dataDir: error.dataDir }, `${error.message}: stop that process or set another DATA_DIR`)
    process.exit(1)
  })
  logger.info({ database: database.kind }, 'database ready, migrations applied')

  if (config.SEED_ON_START && !(await hasJobs(database))) {
    await seedDemoData(database, { jobCount: config.SEED_JOBS, now: new Date(), logger })
    // PGlite has no autovacuum: without a visibility map the search's index-only walk reads the heap.
    await optimizeJobSearch(database)
  } else {
    // The newest jobs change as they are added; cheap when nothing moved (server/features/jobs/maintenance.ts).
    await refreshRecencyWindow(database.db)
  }

  // The queue is up before the app answers, so a request can queue a run; its workers start once the app answers.
  const jobs = createBackgroundJobs({ database, logger, jobs: backgroundJobs })
  await jobs.start()

  const adapters = createAdapters(
    adaptersConfigFrom(
      config,
      { googleRedirectUri: googleRedirectUri(config.PUBLIC_URL), paymentsWebhookUrl: paymentsWebhookUrl(config.PUBLIC_URL) },
      logger,
    ),
    {
      logger,
    },
  )
  const devWeb = config.NODE_ENV === 'development' ? await createDevWeb() : null
  const loadBuild = devWeb ? () => devWeb.loadBuild() : await loadProductionBuild(config.BUILD_DIR)
  // The port is taken before the services are built: better-auth reads the local Google's discovery
  // document from this very server as it starts (server/adapters/google/local.ts). Until the app is
  // ready, a request is answered 503 with Retry-After.
  let handle: Listener = answerStarting
  const server = createServer((req, res) => handle(req, res))
  // A port another process holds is a start-up mistake to name, not a crash with a stack trace.
  server.once('error', (error: NodeJS.ErrnoException) => {
    const message =
      error.code === 'EADDRINUSE'
        ? `port ${config.PORT} on ${config.HOST} is already in use: stop the process using it or set PORT to another port`
        : 'the server could not listen'
    logger.fatal({ err: error, port: config.PORT, host: config.HOST }, message)
    void Promise.all([devWeb?.close(), database.close()]).finally(() => process.exit(1))
  })
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve))

  const services = createServices({
    database,
    logger,
    accounts: {
      publicUrl: config.PUBLIC_URL,
      authSecret,
      google: adapters.google.provider && googleClient({ ...adapters.google.provider, publicUrl: config.PUBLIC_URL }),
      adminEmails: config.ADMIN_EMAILS,
    },
    adapters,
    messaging: { isMailboxEnabled: config.isMailboxEnabled },
    invoicing: invoiceSettingsFromConfig(config),
    support: { email: config.SUPPORT_EMAIL },
    jobs: { jobExpiryDays: config.JOB_EXPIRY_DAYS },
    ingest: {
      declaredSources,
      unseenDays: config.JOB_EXPIRY_DAYS,
      run: sourceRunSettings(config, database, logger, adapters.jobSources),
    },
    queue: jobs.queue,
    crawlBaseUrl: `http://${isWildcardHost(config.HOST) ? '127.0.0.1' : config.HOST}:${config.PORT}`,
  })
  const app = createApp({
    config,
    logger,
    services,
    ...(devWeb ? {} : { clientAssetsDir: path.relative(process.cwd(), productionBuildPaths(config.BUILD_DIR).clientDir) }),
    // The development inbox's page only without APP_ENV: a deployment may keep the local inbox, never its page.
    localProviders: [adapters.google.localPages, adapters.payments.localPages, config.APP_ENV ? null : adapters.mailbox.localPages].filter(
      (pages) => pages !== null,
    ),
    web: createWebHandler({
      loadBuild,
      mode: devWeb ? 'development' : 'production',
      publicUrl: config.PUBLIC_URL,
      areLocalPagesEnabled: config.APP_ENV === undefined,
    }),
  })

  const listener = getRequestListener(app.fetch)
  handle = devWeb ? withVite(devWeb, listener) : listener
  logger.info({ url: `http://localhost:${config.PORT}`, env: config.NODE_ENV }, 'JobYatra is listening')
  // One plain line for the person at the terminal; stdout stays JSON lines for log collectors.
  process.stderr.write(`JobYatra is running at ${config.PUBLIC_URL} (listening on ${config.HOST}:${config.PORT})\n`)
  if (config.APP_ENV === undefined)
    logger.info(
      '/dev/* and /__local/* (the mailbox, the local Google page, the local checkout, the development inbox) answer only clients on this machine',
    )
  // After the app answers: each feature's start-up step (ingestion puts its sources and schedules in
  // step), then the workers of every feature's background jobs.
  await startFeatures(services)
  await jobs.startWorkers(bindBackgroundJobs(services))
  const stop = createGracefulShutdown({
    server,
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    close: async () => {
      await stopFeatures(services)
      await jobs.stop(config.SHUTDOWN_TIMEOUT_MS)
      // After the server stopped answering: no render is asked for any more, so the Typst workers go.
      await adapters.documents.typst.close()
      await devWeb?.close()
      await database.close()
    },
    exit: (code) => process.exit(code),
  })
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
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

/** JOB_SOURCES_FILE's sources, checked before anything opens or listens: a bad file names every problem in it, as bad variables do. */
async function readSourcesFileOrExit(file: string | undefined): Promise<JobSourceDeclaration[] | null> {
  if (file === undefined) return null
  try {
    return await readSourcesFile(file)
  } catch (error) {
    if (!(error instanceof SourcesFileError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

function databaseTarget(config: Config, logger: Logger): DatabaseTarget {
  return databaseTargetFor(config, (error) => logger.warn({ err: error }, 'an idle PostgreSQL connection failed; the pool opens a new one'))
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void

function answerStarting(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('JobYatra is starting; try again in a moment.\n')
}

function withVite(devWeb: DevWeb, listener: Listener): Listener {
  return (req, res) => devWeb.middleware(req, res, () => listener(req, res))
}

await main().catch((error: unknown) => {
  // A mistake to put right (DATA_DIR, the embedded database, the secret): one line saying how, no stack trace.
  if (!(error instanceof StartUpError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
})

/** A server listening on every interface is read back on the loopback one. */
function isWildcardHost(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === ''
}
