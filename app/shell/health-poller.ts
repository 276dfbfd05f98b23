import { endpointUrl } from '#core/api/endpoint.ts'
import { healthEndpoints } from '#core/health.endpoints.ts'
import {
  classifyProbe,
  HEALTH_CHECK_INTERVAL_MS,
  HEALTH_CHECK_TIMEOUT_MS,
  probedServices,
  type ProbedService,
  type ProbedState,
} from './service-health.ts'

export type HealthPollerOptions = {
  /** Where /api lives; the page's own origin in the browser. */
  origin: string
  onResult: (service: ProbedService, state: ProbedState) => void
  intervalMs?: number
  timeoutMs?: number
}

/** One HEAD probe, bounded by the spec's 5 s: its state, unavailable when nothing answered in time. */
export async function probeService(origin: string, service: ProbedService, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<ProbedState> {
  try {
    const response = await fetch(new URL(endpointUrl(healthEndpoints.service, { service }), origin), {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    return classifyProbe(response.status)
  } catch {
    return classifyProbe(null)
  }
}

/**
 * Probes every service now and then every 30 s (spec 001 §9), skipping a round while one is still
 * running. `pause` stops the timer (a hidden tab), `resume` probes at once and restarts it. A round
 * still in flight when the poller is paused or stopped reports nothing: after `pause` no result comes.
 */
export function createHealthPoller(options: HealthPollerOptions) {
  const intervalMs = options.intervalMs ?? HEALTH_CHECK_INTERVAL_MS
  let timer: ReturnType<typeof setInterval> | undefined
  /** Counts pauses: a round reports only while the count is the one it started under. */
  let generation = 0
  let running: { generation: number; done: Promise<void> } | null = null

  function checkAll(): Promise<void> {
    if (running?.generation === generation) return running.done
    const round = generation
    const report = async (service: ProbedService) => {
      const state = await probeService(options.origin, service, options.timeoutMs)
      if (round === generation) options.onResult(service, state)
    }
    const done = Promise.all(probedServices.map(report)).then(
      () => undefined,
      () => undefined,
    )
    running = { generation: round, done }
    void done.then(() => {
      if (running?.done === done) running = null
    })
    return done
  }

  function pause() {
    clearInterval(timer)
    timer = undefined
    generation += 1
  }

  function resume(): Promise<void> {
    pause()
    timer = setInterval(() => void checkAll(), intervalMs)
    return checkAll()
  }

  return { checkAll, pause, resume, stop: pause }
}
