import type { HealthReport, HealthService, ServiceHealth } from '#core/health.schema.ts'
import { worstStatus } from '#core/health.schema.ts'

export interface HealthProbe {
  (): Promise<ServiceHealth>
}

export interface HealthDeps {
  probes: Record<HealthService, HealthProbe>
  startedAt: number
}

const PROBE_TIMEOUT_MS = 5000

/** Runs every probe in parallel, each bounded by the spec's 5 s time-out. */
export async function checkHealth(deps: HealthDeps): Promise<HealthReport> {
  const [database, jobSearch, ai] = await Promise.all([
    runProbe(deps.probes.database),
    runProbe(deps.probes['job-search']),
    runProbe(deps.probes.ai),
  ])
  return {
    status: worstStatus([database.status, jobSearch.status, ai.status]),
    uptime_s: Math.max(0, Math.floor((Date.now() - deps.startedAt) / 1000)),
    services: { database, 'job-search': jobSearch, ai },
  }
}

export async function checkOne(deps: HealthDeps, service: HealthService): Promise<ServiceHealth> {
  return runProbe(deps.probes[service])
}

async function runProbe(probe: HealthProbe): Promise<ServiceHealth> {
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
export async function timeCheck(check: () => Promise<void>, slowAfterMs: number): Promise<ServiceHealth> {
  const startedAt = performance.now()
  await check()
  const latency = Math.round(performance.now() - startedAt)
  if (latency > slowAfterMs) return { status: 'degraded', latency_ms: latency, detail: 'slow' }
  return { status: 'available', latency_ms: latency, detail: null }
}
