import type { ProviderCredentials } from '#server/adapters/job-sources/port.ts'
import type { ConnectorRegistry } from '#server/adapters/job-sources/registry.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { defaultIngestLimits, runSource, type IngestLimits, type SourceRunResult } from './run-source.ts'
import { listSources, readSourcesFile, syncDeclaredSources, type JobSourceRow } from './sources.ts'
import type { CompanyResolver } from './store.ts'

export interface IngestRunnerDeps {
  database: DatabaseHandle
  logger: Logger
  connectors: ConnectorRegistry
  credentials: ProviderCredentials
  /** JOB_EXPIRY_DAYS. */
  expiryDays: number
  limits?: Partial<IngestLimits>
  resolveCompanies?: CompanyResolver
  afterRun?: () => Promise<void>
}

/** Runs sources: what `npm run ingest` and the server's queue both use. */
export function createIngestRunner(deps: IngestRunnerDeps) {
  const limits: IngestLimits = { ...defaultIngestLimits, ...deps.limits, unseenDays: deps.expiryDays }
  return {
    /** Syncs the JOB_SOURCES_FILE sources (when given) and answers the enabled sources, in name order. */
    async prepareSources(sourcesFile: string | null): Promise<JobSourceRow[]> {
      if (sourcesFile !== null) await syncDeclaredSources(deps.database.db, await readSourcesFile(sourcesFile))
      return (await listSources(deps.database.db)).filter((source) => source.isEnabled)
    },

    run(sourceId: string, trigger: 'schedule' | 'manual' | 'cli', signal?: AbortSignal): Promise<SourceRunResult> {
      return runSource({ ...deps, limits }, sourceId, trigger, signal)
    },
  }
}

export type IngestRunner = ReturnType<typeof createIngestRunner>
