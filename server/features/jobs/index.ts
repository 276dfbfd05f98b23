/** The job search feature: other features reach it only through this file; it registers itself in feature.ts. */
export { createJobsRoutes } from './routes.ts'
export { createJobsService, type JobsService, type JobsServiceDeps, type JobsServiceOptions } from './service.ts'
export { hasJobs, optimizeJobSearch, presetRecencyWindow, refreshRecencyWindow, RECENT_WINDOW } from './maintenance.ts'
export { rebuildSearchTables } from './search-tables.ts'
export { dedupHashFor, jobIdFor, normalizeJobPosting, type JobInsert, type NormalizeResult } from './ingest/normalize.ts'
export { type RawPosting } from './ingest/posting.schema.ts'
export { createIngestRunner, type IngestRunner } from './ingest/runner.ts'
export { type SourceRunResult } from './ingest/run-source.ts'
export { createLiveSearchStore, LIVE_SEARCH_SOURCE_ID } from './ingest/live-store.ts'
export {
  createIngestService,
  type AuditActor,
  type IngestService,
  type IngestServiceDeps,
  type SourceRunQueue,
  type SourceRunSettings,
} from './ingest/service.ts'
export { defaultIngestLimits, type ConnectorRegistry, type IngestLimits } from './ingest/run-source.ts'
export { readSourcesFile, SourcesFileError } from './ingest/sources.ts'

// Demo data: the jobs and the vocabulary of work (industries, roles, public posts) the demo companies are built from.
export { DEMO_SOURCE, generateDemoJobs, type DemoEmployer } from './demo/demo-jobs.ts'
export { seedDemoJobs, type DemoJobsOptions, type SeedLogger } from './demo/seed.ts'
export { governmentPosts, type GovernmentEmployerKind } from './demo/vocabulary/government-posts.ts'
export { industries, type IndustryKey, type WorkEnvironment } from './demo/vocabulary/industries.ts'
export { roles } from './demo/vocabulary/roles.ts'
