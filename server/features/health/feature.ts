import type { SourceHealth } from '#core/health.schema.ts'
import type { AiChat } from '#server/adapters/ai/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { JobsService } from '#server/features/jobs/index.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { createHealthRoutes } from './routes.ts'
import { createHealthService, type HealthServiceApi } from './service.ts'

/** /api/health: the database, job search, the AI and the job sources' health, checked in the background. */
export const healthFeature = defineServerFeature({
  name: 'health',
  services: (
    deps: { database: DatabaseHandle; adapters: { ai: Pick<AiChat, 'checkHealth'> } },
    needs: { jobs: Pick<JobsService, 'checkHealth'>; ingest: { listSourceHealth: () => Promise<SourceHealth[]> } },
  ) => ({
    health: createHealthService({
      database: deps.database,
      jobs: needs.jobs,
      ai: () => deps.adapters.ai.checkHealth(),
      sources: needs.ingest.listSourceHealth,
    }),
  }),
  api: [{ path: '/health', create: createHealthRoutes }],
  // The checks run in the background from start-up to shutdown; requests read their last result (decision 042).
  start: ({ health }: { health: HealthServiceApi }) => health.start(),
  stop: ({ health }: { health: HealthServiceApi }) => health.stop(),
})
