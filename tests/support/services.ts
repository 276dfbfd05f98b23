import { Writable } from 'node:stream'
import pino from 'pino'
import { createApp, type AppDeps } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { JobsServiceOptions } from '#server/features/jobs/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { Adapters } from '#server/adapters/port.ts'
import { createAdapters, localAdaptersConfig, type AdaptersConfig } from '#server/adapters/create-adapters.ts'
import type { AccountsSettings } from '#server/features/auth/index.ts'
import type { IngestSettings } from '#server/features/jobs/feature.ts'
import type { MessagingSettings } from '#server/features/notifications/index.ts'
import type { SupportSettings } from '#server/features/site-pages/feature.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import { createServices, type Services } from '#server/services.ts'

/** The origin test apps answer as (app.request() URLs, e-mail links, trusted origins). */
export const TEST_PUBLIC_URL = 'http://localhost:3000'

export const testAccountsSettings: AccountsSettings = {
  publicUrl: TEST_PUBLIC_URL,
  authSecret: 'test-secret-of-at-least-thirty-two-characters',
  google: null,
  adminEmails: [],
}

/** The real services of server/services.ts over a test database, composed as production composes them. */
export function buildTestServices(
  database: DatabaseHandle,
  options: {
    jobs?: JobsServiceOptions
    logger?: Logger
    accounts?: Partial<AccountsSettings>
    messaging?: Partial<MessagingSettings>
    /** Ingestion's connectors; without them sources are managed but never run. */
    ingest?: IngestSettings
    /** The background job queue (tests/support/job-queue.ts); without it nothing is queued. */
    queue?: JobQueue
    /** Adapter sections pointed at stand-ins (the PostHog sink at its stand-in …); the others stay local. */
    adapters?: Partial<AdaptersConfig>
    /** Adapters built by the test itself, to drive them from outside (the local checkout's payments). */
    builtAdapters?: Partial<Adapters>
    /** The support inbox (SUPPORT_EMAIL); without it, the embedded default. */
    support?: SupportSettings
  } = {},
): Services {
  const logger = options.logger ?? pino({ level: 'silent' })
  return createServices({
    database,
    logger,
    accounts: { ...testAccountsSettings, ...options.accounts },
    // The embedded defaults, as `npm start` runs: messages stay in the outbox, /dev/mailbox shows them.
    adapters: { ...createAdapters({ ...localAdaptersConfig, ...options.adapters }, { logger }), ...options.builtAdapters },
    messaging: { isMailboxEnabled: true, ...options.messaging },
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.ingest ? { ingest: options.ingest } : {}),
    ...(options.queue ? { queue: options.queue } : {}),
    ...(options.support ? { support: options.support } : {}),
  })
}

export type TestApp = ReturnType<typeof createApp>

/**
 * The whole HTTP app (server/app.ts) over a test database, with its real services; `env` is read as
 * the process environment would be (NODE_ENV=test unless given).
 */
export function buildTestApp(
  database: DatabaseHandle,
  options: {
    env?: Record<string, string>
    services?: Services
    web?: AppDeps['web']
    logger?: Logger
    localProviders?: AppDeps['localProviders']
    clientAssetsDir?: string
  } = {},
) {
  const logger = options.logger ?? pino({ level: 'silent' })
  return createApp({
    config: loadConfig({ NODE_ENV: 'test', ...options.env }),
    logger,
    services: options.services ?? buildTestServices(database, { logger }),
    ...(options.web ? { web: options.web } : {}),
    ...(options.localProviders ? { localProviders: options.localProviders } : {}),
    ...(options.clientAssetsDir ? { clientAssetsDir: options.clientAssetsDir } : {}),
  })
}

export interface LogRecord {
  level: number
  msg: string
  [key: string]: unknown
}

/** A pino logger at every level whose lines a test can read back as parsed records. */
export function createRecordingLogger(): { logger: Logger; records: LogRecord[] } {
  const records: LogRecord[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') records.push(JSON.parse(line))
      }
      done()
    },
  })
  return { logger: pino({ level: 'trace' }, sink), records }
}
