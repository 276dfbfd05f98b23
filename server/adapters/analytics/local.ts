import type { AnalyticsSink } from './port.ts'

/** The embedded default: the first-party table is the whole of analytics, so nothing goes further. */
export function createLocalAnalyticsSink(): AnalyticsSink {
  return { provider: 'local', forward: () => Promise.resolve() }
}
