import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { useSessionUser } from '#app/features/auth/index.ts'
import type { QueueableKind } from './record-kinds.ts'
import type { SyncRoundResult } from './sync-engine.ts'
import { mayQueueHaveRecords, readSyncStatus, subscribeSyncStatus } from './sync-status.ts'
import { whenIdle } from '#app/lib/when-idle.ts'

const SYNC_TOAST_MS = 5000

/**
 * Mounted once in the root. For a signed-in person, starts the offline sync engine after the first
 * paint when this browser may have queued actions (a localStorage flag, so a visitor with none never loads Dexie), or as soon
 * as something is queued on this page; and turns each round into the spec's toasts. `loadRecordKinds`
 * loads every feature's record kinds (app/features.ts) with the engine, never before.
 */
export function OfflineSyncStarter({ loadRecordKinds }: { loadRecordKinds: () => Promise<readonly QueueableKind[]> }) {
  const { t } = useTranslation('shell')
  const { user } = useSessionUser()
  const userId = user?.id ?? null
  const pending = useSyncExternalStore(
    subscribeSyncStatus,
    () => readSyncStatus().pending,
    () => 0,
  )
  const shouldStart = pending > 0

  useEffect(() => {
    if (userId === null || (!shouldStart && !mayQueueHaveRecords())) return
    const onRound = (result: SyncRoundResult) => {
      if (result.synced > 0) showToast({ title: t('offline.synced'), tone: 'success', durationMs: SYNC_TOAST_MS })
      if (result.dropped > 0) showToast({ title: t('offline.dropped'), tone: 'destructive', durationMs: SYNC_TOAST_MS })
      else if (result.retrying > 0) showToast({ title: t('offline.syncFailed'), tone: 'destructive', durationMs: SYNC_TOAST_MS })
    }
    // A chunk that cannot load (offline, before the service worker holds it) is tried again once the
    // browser is back online: the engine sends nothing while offline anyway, and the records wait on disk.
    const start = () => {
      Promise.all([import('./queue.ts'), loadRecordKinds()])
        .then(([module, kinds]) => module.startOfflineSync({ userId, onRound, kinds }))
        .catch(() => window.addEventListener('online', start, { once: true }))
    }
    const stopRetrying = () => window.removeEventListener('online', start)
    // After the first paint: the queue is never part of what a page needs to show.
    const cancelStart = whenIdle(start, 2000)
    return () => {
      cancelStart()
      stopRetrying()
    }
  }, [loadRecordKinds, shouldStart, t, userId])

  return null
}
