import type { LiveJobSearch } from '#server/adapters/job-sources/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import type { Logger } from '#server/lib/logger.ts'
import { JOB_SEARCH_METRIC, type DailyActivity } from '#server/lib/daily-activity.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { createLiveSearchStore } from './ingest/live-store.ts'
import { closeInterruptedRunsJob, createSourceRunQueue, expireJobsJob, ingestSourceJob } from './ingest/jobs.ts'
import { defaultIngestLimits } from './ingest/run-source.ts'
import { createIngestService, type IngestService, type IngestServiceDeps } from './ingest/service.ts'
import { createJobPagesService, jobListingsSitemap, openJobsSitemap } from './job-pages.ts'
import { jobClicksData } from './personal-data.ts'
import { createJobsRoutes } from './routes.ts'
import { createJobsService, type JobsServiceOptions } from './service.ts'

/** Ingestion's settings from the configuration (server/main.ts); without them sources are listed and managed but never run. */
export type IngestSettings = Pick<IngestServiceDeps, 'declaredSources' | 'unseenDays' | 'run'>

const noIngestion: IngestSettings = { declaredSources: null, unseenDays: defaultIngestLimits.unseenDays, run: null }

/** Job search and ingestion: the search service, the sources staff manage and the queue runs them on. */
export const jobsFeature = defineServerFeature({
  name: 'jobs',
  services: (
    deps: {
      database: DatabaseHandle
      logger: Logger
      /** Tuning for tests and benchmarks; production runs on the service's defaults. */
      jobs?: JobsServiceOptions
      /** JOB_SEARCH_PROVIDER=jsearch: the live job search; null, searches read our database only. */
      adapters: { liveJobSearch: LiveJobSearch | null }
      ingest?: IngestSettings
      /** Absent where no queue runs (most tests): a source run cannot be queued. */
      queue?: JobQueue
    },
    needs: { activity: DailyActivity },
  ) => {
    const { database, logger } = deps
    const jobs = createJobsService({
      ...deps.jobs,
      database,
      logger,
      onSearch: () => needs.activity.count(JOB_SEARCH_METRIC),
      ...(deps.adapters.liveJobSearch
        ? { liveSearch: { source: deps.adapters.liveJobSearch, storePostings: createLiveSearchStore(database.db) } }
        : {}),
    })
    const ingest = createIngestService({
      ...(deps.ingest ?? noIngestion),
      database,
      logger,
      queue: deps.queue ? createSourceRunQueue(deps.queue) : null,
    })
    return { jobs, ingest, jobPages: createJobPagesService(database) }
  },
  api: [{ path: '/jobs', create: createJobsRoutes }],
  personalData: [jobClicksData],
  jobs: [ingestSourceJob, expireJobsJob, closeInterruptedRunsJob],
  // Each open job's page and the city and role listings; an expired job leaves with the next read.
  sitemaps: [openJobsSitemap, jobListingsSitemap],
  // Closes runs a stopped process left running (their heartbeat stale), syncs JOB_SOURCES_FILE and puts schedules in step, before any run starts.
  start: ({ ingest }: { ingest: Pick<IngestService, 'start'> }) => ingest.start(),
})
