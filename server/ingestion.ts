import type { JobSources } from '#server/adapters/job-sources/port.ts'
import type { Config } from '#server/config.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { fetchMissingLogos, matchOrCreateCompanies } from '#server/features/companies/index.ts'
import { defaultIngestLimits, type SourceRunSettings } from '#server/features/jobs/index.ts'
import { fetchBounded } from '#server/lib/bounded-fetch.ts'
import type { Logger } from '#server/lib/logger.ts'
import { assertPublicUrl } from '#server/lib/public-address.ts'

/** Logos fetched after each run, at most this many companies' at a time. */
const LOGOS_PER_RUN = 200

/**
 * What a source run needs: the connectors and the providers' credentials (the job-sources adapter), the
 * expiry, companies created or enriched from each page's employers, and their logos fetched after the
 * run. `npm run ingest` and the server's queue both build their runner from here.
 *
 * Logo URLs come from the sources' content, not from staff: with APP_ENV=production they may only
 * reach public addresses (server/lib/public-address.ts). Elsewhere loopback stays reachable, so
 * stand-ins and local feeds work in development and tests.
 */
export function sourceRunSettings(config: Config, database: DatabaseHandle, logger: Logger, jobSources: JobSources): SourceRunSettings {
  const checkUrl = config.APP_ENV === 'production' ? assertPublicUrl : undefined
  return {
    connectors: jobSources.connectors,
    credentials: jobSources.credentials,
    limits: { ...defaultIngestLimits, unseenDays: config.JOB_EXPIRY_DAYS },
    resolveCompanies: (employers) => matchOrCreateCompanies(database.db, employers),
    afterRun: async () => {
      const logos = await fetchMissingLogos({
        db: database.db,
        http: (url, options) => fetchBounded(url, { ...options, checkUrl }),
        limit: LOGOS_PER_RUN,
      })
      if (logos.failed.length > 0) logger.info({ stored: logos.stored, failed: logos.failed.length }, 'company logos fetched')
    },
  }
}
