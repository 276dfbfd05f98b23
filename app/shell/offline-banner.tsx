import { CloudOff, WifiOff } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useNetworkStatus } from './network-status.ts'
import { describeOutage } from './outage.ts'
import { useServiceHealth } from './service-health.ts'

/**
 * The offline banner of spec 001 §2 "Shared page layout": a strip above the content while offline,
 * held under the fixed header (56 px once it has shrunk) as the page scrolls. Online with a service
 * unavailable (fallback mode, spec 001 §4) it names the services that are down instead.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation('shell')
  const network = useNetworkStatus()
  const health = useServiceHealth()
  const outage = describeOutage(network, health)
  if (outage === null) return null
  const isOffline = outage.kind === 'offline'
  const Icon = isOffline ? WifiOff : CloudOff
  return (
    <div
      role="status"
      className="sticky top-14 z-30 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {isOffline
          ? `${t('network.offline')} · ${t('network.offlineText')}`
          : t('network.fallback', {
              services: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                outage.services.map((service) => t(`health.services.${service}`)),
              ),
            })}
      </span>
    </div>
  )
}
