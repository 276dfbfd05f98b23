import { runSource, type RunSourceDeps, type SourceRunResult } from './run-source.ts'
import { listSources, readSourcesFile, syncDeclaredSources, type JobSourceRow } from './sources.ts'

/** Runs sources one after another in this process: what `npm run ingest` uses (the server runs them on its queue). */
export function createIngestRunner(deps: RunSourceDeps) {
  return {
    /** Syncs the JOB_SOURCES_FILE sources (when given) and answers the enabled sources, in name order. */
    async prepareSources(sourcesFile: string | null): Promise<JobSourceRow[]> {
      if (sourcesFile !== null) await syncDeclaredSources(deps.database.db, await readSourcesFile(sourcesFile))
      return (await listSources(deps.database.db)).filter((source) => source.isEnabled)
    },

    run(sourceId: string, trigger: 'schedule' | 'manual' | 'cli', signal?: AbortSignal): Promise<SourceRunResult> {
      return runSource(deps, sourceId, trigger, signal)
    },
  }
}

export type IngestRunner = ReturnType<typeof createIngestRunner>
