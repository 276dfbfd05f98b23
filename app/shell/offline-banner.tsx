import { WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNetworkStatus } from './network-status.ts'

/**
 * The offline banner of spec 001 §2 "Shared page layout": a strip above the content while offline,
 * held under the fixed header (56 px once it has shrunk) as the page scrolls.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell')
  const network = useNetworkStatus()
  if (network !== 'offline') return null
  return (
    <div
      role="status"
      className="sticky top-14 z-30 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <WifiOff aria-hidden="true" className="size-4" />
      <span>
        {t('network.offline')} · {t('network.offlineText')}
      </span>
    </div>
  )
}
