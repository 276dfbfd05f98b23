import type { HealthReport, HealthService, ServiceHealth, SourceHealth } from '#core/health.schema.ts'
import { worstStatus } from '#core/health.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { JobsService } from '#server/features/jobs/index.ts'

/** A dependency's check; null when this deployment has not configured the dependency. */
export type HealthProbe = (() => Promise<ServiceHealth>) | null

export interface HealthServiceDeps {
  database: DatabaseHandle
  jobs: Pick<JobsService, 'checkHealth'>
  /** The AI assistant's check; absent until an AI provider is configured. */
  ai?: HealthProbe
  /** Each job source's health (the ingestion service); reported beside the services, never in the overall status. */
  sources?: () => Promise<SourceHealth[]>
  now?: () => number
}

export interface HealthServiceApi {
  checkAll(): Promise<HealthReport>
  checkOne(service: HealthService): Promise<ServiceHealth>
}

const PROBE_TIMEOUT_MS = 5000
const DATABASE_SLOW_MS = 500

const disabled: ServiceHealth = { status: 'disabled', latency_ms: null, detail: 'not configured' }

/** The health of every dependency (spec 001 §4 "Service health"), each probe bounded by the spec's 5 s time-out. */
export function createHealthService(deps: HealthServiceDeps): HealthServiceApi {
  const now = deps.now ?? Date.now
  const startedAt = now()
  const probes: Record<HealthService, HealthProbe> = {
    database: () => timeCheck(() => deps.database.ping(), DATABASE_SLOW_MS),
    'job-search': () => deps.jobs.checkHealth(),
    ai: deps.ai ?? null,
  }

  /** The sources' health, or none when it cannot be read in time (the database probe says why). */
  async function listSources(): Promise<SourceHealth[]> {
    if (!deps.sources) return []
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<SourceHealth[]>((resolve) => {
      timer = setTimeout(() => resolve([]), PROBE_TIMEOUT_MS)
    })
    try {
      return await Promise.race([deps.sources().catch(() => []), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    async checkAll() {
      const [database, jobSearch, ai, sources] = await Promise.all([
        runProbe(probes.database),
        runProbe(probes['job-search']),
        runProbe(probes.ai),
        listSources(),
      ])
      return {
        status: worstStatus([database.status, jobSearch.status, ai.status]),
        uptime_s: Math.max(0, Math.floor((now() - startedAt) / 1000)),
        services: { database, 'job-search': jobSearch, ai },
        sources,
      }
    },
    checkOne(service) {
      return runProbe(probes[service])
    },
  }
}

async function runProbe(probe: HealthProbe): Promise<ServiceHealth> {
  if (probe === null) return disabled
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<ServiceHealth>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'unavailable', latency_ms: PROBE_TIMEOUT_MS, detail: 'timed out' }), PROBE_TIMEOUT_MS)
  })
  try {
    return await Promise.race([probe().catch(probeFailed), timeout])
  } finally {
    clearTimeout(timer)
  }
}

function probeFailed(): ServiceHealth {
  return { status: 'unavailable', latency_ms: null, detail: 'check failed' }
}

/** Times an async check; a rejection means the service is unavailable. */
async function timeCheck(check: () => Promise<void>, slowAfterMs: number): Promise<ServiceHealth> {
  const startedAt = performance.now()
  await check()
  const latency = Math.round(performance.now() - startedAt)
  if (latency > slowAfterMs) return { status: 'degraded', latency_ms: latency, detail: 'slow' }
  return { status: 'available', latency_ms: latency, detail: null }
}
