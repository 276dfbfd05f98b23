import type { CheckedServiceHealth, HealthReport, HealthService, ServiceHealth, SourceHealth } from '#core/health.schema.ts'
import { worstStatus } from '#core/health.schema.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { JobsService } from '#server/features/jobs/index.ts'

/** A dependency's check; null when this deployment has not configured the dependency. */
export type HealthProbe = (() => Promise<ServiceHealth>) | null

export interface HealthServiceDeps {
  database: Pick<DatabaseHandle, 'ping'>
  jobs: Pick<JobsService, 'checkHealth'>
  /** The AI assistant's check; absent until an AI provider is configured. */
  ai?: HealthProbe
  /** Each job source's health (the ingestion service); reported beside the services, never in the overall status. */
  sources?: () => Promise<SourceHealth[]>
  now?: () => number
  /** How long the background refresh waits between runs once started; HEALTH_REFRESH_MS unless a test shortens it. */
  refreshMs?: number
}

export interface HealthServiceApi {
  /** Every dependency as the last refresh found it, each with its `checked_at` and age. */
  report(): Promise<HealthReport>
  reportOne(service: HealthService): Promise<CheckedServiceHealth>
  /** Checks now, then every refreshMs in the background, on a timer that never keeps the process alive. */
  start(): Promise<void>
  /** Ends the background refresh once the run in flight is over (so the database is not closed under it). */
  stop(): Promise<void>
}

/** How often the server re-checks its dependencies: a failure shows in /api/health within this long (decision 042). */
export const HEALTH_REFRESH_MS = 5_000
const PROBE_TIMEOUT_MS = 5000
const DATABASE_SLOW_MS = 500

const disabled: ServiceHealth = { status: 'disabled', latency_ms: null, detail: 'not configured' }

interface Checked {
  health: ServiceHealth
  checkedAt: number
}

/** One refresh: what each probe found and when it answered, and the sources' health. */
interface Snapshot {
  services: Record<HealthService, Checked>
  sources: SourceHealth[]
  checkedAt: number
}

/**
 * The health of every dependency (spec 001 §4 "Service health"), each probe bounded by the spec's 5 s
 * time-out. Once started, the checks run in the background every refreshMs and a request reads their
 * last result, so every open tab polling /api/health costs no query (decision 042). Before start (a
 * test, a script that builds the services) a request runs the checks itself, one run at a time.
 */
export function createHealthService(deps: HealthServiceDeps): HealthServiceApi {
  const now = deps.now ?? Date.now
  const refreshMs = deps.refreshMs ?? HEALTH_REFRESH_MS
  const startedAt = now()
  const probes: Record<HealthService, HealthProbe> = {
    database: () => timeCheck(() => deps.database.ping(), DATABASE_SLOW_MS),
    'job-search': () => deps.jobs.checkHealth(),
    ai: deps.ai ?? null,
  }
  let snapshot: Snapshot | null = null
  let refreshing: Promise<Snapshot> | null = null
  let isRefreshingInBackground = false
  let timer: NodeJS.Timeout | undefined

  /** The sources' health, or none when it cannot be read in time (the database probe says why). */
  async function listSources(): Promise<SourceHealth[]> {
    if (!deps.sources) return []
    let timeoutTimer: NodeJS.Timeout | undefined
    const timeout = new Promise<SourceHealth[]>((resolve) => {
      timeoutTimer = setTimeout(() => resolve([]), PROBE_TIMEOUT_MS)
    })
    try {
      return await Promise.race([deps.sources().catch(() => []), timeout])
    } finally {
      clearTimeout(timeoutTimer)
    }
  }

  async function check(service: HealthService): Promise<Checked> {
    const health = await runProbe(probes[service])
    return { health, checkedAt: now() }
  }

  /** Runs every check, or joins the run already in flight; never rejects (a failed probe is a finding). */
  function refresh(): Promise<Snapshot> {
    refreshing ??= Promise.all([check('database'), check('job-search'), check('ai'), listSources()]).then(
      ([database, jobSearch, ai, sources]) => {
        snapshot = { services: { database, 'job-search': jobSearch, ai }, sources, checkedAt: now() }
        refreshing = null
        return snapshot
      },
    )
    return refreshing
  }

  function read(): Promise<Snapshot> {
    if (isRefreshingInBackground && snapshot) return Promise.resolve(snapshot)
    return refresh()
  }

  function scheduleRefresh(): void {
    timer = setTimeout(() => {
      void refresh().then(() => {
        if (isRefreshingInBackground) scheduleRefresh()
      })
    }, refreshMs)
    timer.unref()
  }

  function present(entry: Checked, at: number): CheckedServiceHealth {
    return { ...entry.health, checked_at: new Date(entry.checkedAt).toISOString(), age_ms: ageAt(entry.checkedAt, at) }
  }

  return {
    async report() {
      const { services, sources, checkedAt } = await read()
      const at = now()
      return {
        status: worstStatus([services.database.health.status, services['job-search'].health.status, services.ai.health.status]),
        uptime_s: Math.max(0, Math.floor((at - startedAt) / 1000)),
        checked_at: new Date(checkedAt).toISOString(),
        age_ms: ageAt(checkedAt, at),
        services: {
          database: present(services.database, at),
          'job-search': present(services['job-search'], at),
          ai: present(services.ai, at),
        },
        sources,
      }
    },
    async reportOne(service) {
      const { services } = await read()
      return present(services[service], now())
    },
    async start() {
      if (isRefreshingInBackground) return
      isRefreshingInBackground = true
      await refresh()
      if (isRefreshingInBackground) scheduleRefresh()
    },
    async stop() {
      isRefreshingInBackground = false
      clearTimeout(timer)
      await refreshing
    },
  }
}

function ageAt(checkedAt: number, at: number): number {
  return Math.max(0, Math.round(at - checkedAt))
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
