import { X } from 'lucide-react'
import { useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { readMonitor, subscribeToMonitor, type MonitorSnapshot } from '#app/lib/error-monitor.ts'
import { readSyncStatus, subscribeSyncStatus, type SyncStatus } from '#app/lib/offline/sync-status.ts'
import { Button } from '#app/ui/button.tsx'
import { setErrorDashboardOpen } from './error-dashboard-store.ts'
import { useNetworkStatus, type NetworkState } from './network-status.ts'
import { isFallbackMode, probedServices, useServiceHealth, type HealthSnapshot } from './service-health.ts'

/**
 * The floating error-monitoring dashboard (spec 001 §2 "Other"): Overview, Errors, Network, Sync
 * Status and Export. Loaded only when Ctrl+Shift+E first opens it (root.tsx), never with the page.
 */
const tabs = ['overview', 'errors', 'network', 'sync', 'export'] as const
type Tab = (typeof tabs)[number]

/** The JSON the Export tab downloads: the error metrics and every status the dashboard shows. */
export function buildMonitorExport(monitor: MonitorSnapshot, network: NetworkState, health: HealthSnapshot, sync: SyncStatus, now: Date) {
  return {
    exportedAt: now.toISOString(),
    metrics: { errors: monitor.errors.length, failedRequests: monitor.failedRequests.length },
    network,
    fallbackMode: network === 'offline' || isFallbackMode(health),
    services: health,
    sync,
    errors: monitor.errors.map((error) => ({ ...error, at: new Date(error.at).toISOString() })),
    failedRequests: monitor.failedRequests.map((request) => ({ ...request, at: new Date(request.at).toISOString() })),
  }
}

function download(data: unknown, now: Date) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `jobyatra-errors-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.json`
  link.click()
  URL.revokeObjectURL(url)
}

export default function ErrorDashboard() {
  const { t, i18n } = useTranslation('shell')
  const id = useId()
  const [tab, setTab] = useState<Tab>('overview')
  const monitor = useSyncExternalStore(subscribeToMonitor, readMonitor, readMonitor)
  const network = useNetworkStatus()
  const health = useServiceHealth()
  const sync = useSyncExternalStore(subscribeSyncStatus, readSyncStatus, readSyncStatus)
  const time = (at: number) => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(at)

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length] ?? 'overview'
    setTab(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="fixed right-4 bottom-20 z-[55] flex max-h-[70dvh] w-[min(28rem,calc(100vw-2rem))] flex-col rounded-2xl border border-line bg-surface-raised text-ink shadow-xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setErrorDashboardOpen(false)
      }}
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {t('monitor.title')}
        </h2>
        <button
          type="button"
          onClick={() => setErrorDashboardOpen(false)}
          aria-label={t('monitor.close')}
          className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div role="tablist" aria-label={t('monitor.title')} className="flex gap-1 overflow-x-auto border-b border-line px-2">
        {tabs.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
            className="border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap aria-selected:border-brand-600 aria-selected:font-semibold focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {t(`monitor.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} tabIndex={0} className="overflow-y-auto p-4 text-sm">
        {tab === 'overview' ? (
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-ink-muted">{t('monitor.errorsCount')}</dt>
            <dd>{monitor.errors.length}</dd>
            <dt className="text-ink-muted">{t('monitor.failedRequests')}</dt>
            <dd>{monitor.failedRequests.length}</dd>
            <dt className="text-ink-muted">{t('monitor.connection')}</dt>
            <dd>{t(`monitor.connectionStates.${network}`)}</dd>
            <dt className="text-ink-muted">{t('monitor.fallbackMode')}</dt>
            <dd>{network === 'offline' || isFallbackMode(health) ? t('monitor.on') : t('monitor.off')}</dd>
          </dl>
        ) : null}
        {tab === 'errors' ? (
          monitor.errors.length === 0 ? (
            <p>{t('monitor.noErrors')}</p>
          ) : (
            <ul className="space-y-2">
              {monitor.errors.toReversed().map((error) => (
                <li key={`${error.at}-${error.message}`} className="rounded-lg border border-line p-2">
                  <p className="font-mono text-xs">
                    {time(error.at)} · {error.code}
                  </p>
                  <p className="break-words">{error.message}</p>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {tab === 'network' ? (
          <div className="space-y-3">
            <dl className="grid grid-cols-2 gap-2">
              <dt className="text-ink-muted">{t('monitor.connection')}</dt>
              <dd>{t(`monitor.connectionStates.${network}`)}</dd>
              {probedServices.map((service) => (
                <div key={service} className="contents">
                  <dt className="text-ink-muted">{t(`health.services.${service}`)}</dt>
                  <dd>{t(`monitor.serviceStates.${health[service]}`)}</dd>
                </div>
              ))}
            </dl>
            {monitor.failedRequests.length === 0 ? (
              <p>{t('monitor.noRequests')}</p>
            ) : (
              <ul className="space-y-1 font-mono text-xs">
                {monitor.failedRequests.toReversed().map((request) => (
                  <li key={`${request.at}-${request.url}`}>
                    {time(request.at)} {request.method} {request.url} → {request.status || '—'} {request.code}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {tab === 'sync' ? (
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-ink-muted">{t('monitor.syncState')}</dt>
            <dd>{t(`monitor.syncStates.${sync.state}`)}</dd>
            <dt className="text-ink-muted">{t('monitor.pending')}</dt>
            <dd>{sync.pending}</dd>
            <dt className="text-ink-muted">{t('monitor.lastSync')}</dt>
            <dd>{sync.lastSyncAt === null ? t('monitor.never') : time(sync.lastSyncAt)}</dd>
            <dt className="text-ink-muted">{t('monitor.syncErrors')}</dt>
            <dd>{sync.errors.length}</dd>
          </dl>
        ) : null}
        {tab === 'export' ? (
          <div className="space-y-3">
            <p>{t('monitor.exportText')}</p>
            <Button
              variant="outline"
              onClick={() => {
                const now = new Date()
                download(buildMonitorExport(readMonitor(), network, health, readSyncStatus(), now), now)
              }}
            >
              {t('monitor.download')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
