import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { createLocalAnalyticsSink } from './adapters/analytics/local.ts'
import type { AnalyticsSink } from './adapters/analytics/port.ts'
import { createPostHogSink } from './adapters/analytics/posthog.ts'
import { createLocalGoogle } from './adapters/google/local.ts'
import { createJSearchClient } from './adapters/job-sources/jsearch-client.ts'
import { createApp } from './app.ts'
import { createLocalEmailSender } from './adapters/email/local.ts'
import type { EmailSender } from './adapters/email/port.ts'
import { createSmtpEmailSender } from './adapters/email/smtp.ts'
import { createLocalSmsSender } from './adapters/sms/local.ts'
import { createMsg91SmsSender } from './adapters/sms/msg91.ts'
import type { SmsSender } from './adapters/sms/port.ts'
import { googleClient, googleRedirectUri, resolveAuthSecret } from './features/auth/index.ts'
import { hasJobs, optimizeJobSearch, readSourcesFile, refreshRecencyWindow, SourcesFileError } from './features/jobs/index.ts'
import type { JobSourceDeclaration } from '#core/jobs/job-source.schema.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { openDatabase, type DatabaseTarget } from './db/client.ts'
import { DataDirInUseError } from './db/data-dir-lock.ts'
import { databaseTargetFor } from './db/target.ts'
import { createBackgroundJobs } from './jobs/background-jobs.ts'
import { sourceRunSettings } from './ingestion.ts'
import { createGracefulShutdown } from './lib/graceful-shutdown.ts'
import { createLogger, type Logger } from './lib/logger.ts'
import { seedDemoData } from './seed-demo.ts'
import { createServices } from './services.ts'
import { createDevWeb, type DevWeb } from './web/dev.ts'
import { loadProductionBuild, productionBuildPaths } from './web/production.ts'
import { createWebHandler } from './web/react-router.ts'

/** Composition root: config → database → seed → services → app → listen, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfigOrExit()
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

  // The queue is up before the app answers, so "Run now" finds it; its workers start once the app answers.
  const backgroundJobs = createBackgroundJobs(database, logger)
  await backgroundJobs.startQueue()

  const localGoogle = pickLocalGoogle(config, logger)
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
      authSecret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
      google: googleClient({
        clientId: localGoogle?.clientId ?? config.GOOGLE_CLIENT_ID,
        clientSecret: localGoogle?.clientSecret ?? config.GOOGLE_CLIENT_SECRET,
        issuer: localGoogle?.issuer ?? config.GOOGLE_ISSUER,
        publicUrl: config.PUBLIC_URL,
      }),
      adminEmails: config.ADMIN_EMAILS,
    },
    messaging: {
      email: pickEmailSender(config),
      sms: pickSmsSender(config),
      isMailboxEnabled: config.isMailboxEnabled,
    },
    jobs: { jobExpiryDays: config.JOB_EXPIRY_DAYS },
    ...(config.JOB_SEARCH_PROVIDER === 'jsearch' ? { liveJobSearch: createJSearchClientFrom(config, logger) } : {}),
    analyticsSink: pickAnalyticsSink(config),
    ingest: {
      declaredSources,
      unseenDays: config.JOB_EXPIRY_DAYS,
      queue: backgroundJobs.sourceRuns,
      run: sourceRunSettings(config, database, logger),
    },
  })
  const app = createApp({
    config,
    logger,
    services,
    ...(devWeb ? {} : { clientAssetsDir: path.relative(process.cwd(), productionBuildPaths(config.BUILD_DIR).clientDir) }),
    ...(localGoogle ? { localProviders: [localGoogle] } : {}),
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
  // After the app answers: better-auth reads the local Google's discovery document from it as it starts.
  await backgroundJobs.startWork(services.ingest)
  services.notifications.dispatcher.start()
  const stop = createGracefulShutdown({
    server,
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    close: async () => {
      await backgroundJobs.stop(config.SHUTDOWN_TIMEOUT_MS)
      await services.notifications.dispatcher.stop()
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

/**
 * Google sign-in: Google itself with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; without them, the
 * local consent page at /__local/google (server/adapters/google/local.ts) unless APP_ENV is set,
 * where anyone could sign in as anyone through it, so Google sign-in is off there instead.
 */
function pickLocalGoogle(config: Config, logger: Logger) {
  if (config.GOOGLE_CLIENT_ID) return null
  if (config.APP_ENV) {
    logger.warn('Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to turn it on')
    return null
  }
  const localGoogle = createLocalGoogle({ publicUrl: config.PUBLIC_URL, redirectUris: [googleRedirectUri(config.PUBLIC_URL)] })
  logger.info({ issuer: localGoogle.issuer }, 'Google sign-in goes through the local consent page (no GOOGLE_CLIENT_ID)')
  return localGoogle
}

/** JOB_SEARCH_PROVIDER=jsearch → the JSearch client, built once (its caches, quota and rate live in it); config.ts has checked the key. */
function createJSearchClientFrom(config: Config, logger: Logger) {
  return createJSearchClient({
    apiKey: config.JSEARCH_API_KEY,
    host: config.JSEARCH_HOST,
    baseUrl: config.JSEARCH_BASE_URL,
    requestsPerSecond: config.JSEARCH_REQUESTS_PER_SECOND,
    logger,
  })
}

/** EMAIL_PROVIDER → the e-mail adapter (CONVENTIONS.md §6); config.ts has checked the variables each needs. */
function pickEmailSender(config: Config): EmailSender {
  const provider = config.EMAIL_PROVIDER
  switch (provider) {
    case 'local':
      return createLocalEmailSender()
    case 'smtp':
      if (!config.SMTP_URL) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL')
      return createSmtpEmailSender({ url: config.SMTP_URL, from: config.EMAIL_FROM })
    default:
      throw new Error(`unknown EMAIL_PROVIDER: ${String(provider satisfies never)}`)
  }
}

/** SMS_PROVIDER → the SMS adapter. */
function pickSmsSender(config: Config): SmsSender {
  const provider = config.SMS_PROVIDER
  switch (provider) {
    case 'local':
      return createLocalSmsSender()
    case 'msg91':
      if (!config.MSG91_AUTH_KEY || !config.MSG91_TEMPLATE_ID)
        throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID')
      return createMsg91SmsSender({ authKey: config.MSG91_AUTH_KEY, templateId: config.MSG91_TEMPLATE_ID, baseUrl: config.MSG91_BASE_URL })
    default:
      throw new Error(`unknown SMS_PROVIDER: ${String(provider satisfies never)}`)
  }
}

/** ANALYTICS_PROVIDER → where accepted analytics events go besides `analytics_events`. */
function pickAnalyticsSink(config: Config): AnalyticsSink {
  const provider = config.ANALYTICS_PROVIDER
  switch (provider) {
    case 'local':
      return createLocalAnalyticsSink()
    case 'posthog':
      if (!config.POSTHOG_API_KEY) throw new Error('ANALYTICS_PROVIDER=posthog needs POSTHOG_API_KEY')
      return createPostHogSink({ apiKey: config.POSTHOG_API_KEY, host: config.POSTHOG_HOST })
    default:
      throw new Error(`unknown ANALYTICS_PROVIDER: ${String(provider satisfies never)}`)
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

await main()
