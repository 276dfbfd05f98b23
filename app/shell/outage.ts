import type { NetworkState } from './network-status.ts'
import { probedServices, type HealthSnapshot, type ProbedService } from './service-health.ts'

export type Outage = { kind: 'offline'; services: readonly [] } | { kind: 'fallback'; services: readonly ProbedService[] }

/**
 * What the banner under the header says (spec 001 §4): offline wins; online, fallback mode names the
 * services that are unavailable; a degraded service still answers, so it is not an outage.
 */
export function describeOutage(network: NetworkState, health: HealthSnapshot): Outage | null {
  if (network === 'offline') return { kind: 'offline', services: [] }
  const services = probedServices.filter((service) => health[service] === 'unavailable')
  return services.length === 0 ? null : { kind: 'fallback', services }
}
