import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Job } from '#core/jobs/job.schema.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { showToast } from '#app/ui/toast.tsx'
import { useSessionUser } from '#app/features/auth/index.ts'
import { whenSettledAndIdle } from '#app/lib/when-idle.ts'

/** The offline queue (Dexie) and the API's calls load on first use, never with the page. */
const loadQueue = () => import('#app/features/jobs/offline/saved-job.ts')
const loadApi = () => import('#app/features/jobs/api.ts')

export const SAVED_JOBS_QUERY_KEY = 'saved-jobs'
const QUEUED_TOAST_MS = 4000
const FAILED_TOAST_MS = 5000

/**
 * The server's saved jobs with the toggles still waiting in the offline queue applied on top, so a
 * job saved offline shows as saved after a reload. Either source alone is enough to answer.
 */
async function readSavedJobIds(userId: string): Promise<string[]> {
  const [server, queued] = await Promise.allSettled([
    loadApi().then((api) => api.fetchSavedJobIds()),
    loadQueue().then((queue) => queue.listQueuedSavedJobs(userId)),
  ])
  if (server.status === 'rejected' && queued.status === 'rejected') throw server.reason
  const ids = new Set(server.status === 'fulfilled' ? server.value : [])
  for (const record of queued.status === 'fulfilled' ? queued.value : []) {
    if (record.action === 'save') ids.add(record.jobId)
    else ids.delete(record.jobId)
  }
  return [...ids]
}

/**
 * Saved jobs (bookmarks) for the job card and detail dialog: for a signed-in person a real saved job
 * on the server, queued when offline ('Action queued for sync'); a visitor is asked to sign in.
 */
export function useSavedJobs({ onRequireSignIn }: { onRequireSignIn: (job: Job) => void }) {
  const { t } = useTranslation(['jobs', 'shell'])
  const { user } = useSessionUser()
  const userId = user?.id ?? null
  const queryClient = useQueryClient()
  const queryKey = [SAVED_JOBS_QUERY_KEY, userId]
  const { data: savedIds = [] } = useQuery({
    queryKey,
    queryFn: () => (userId === null ? [] : readSavedJobIds(userId)),
    enabled: userId !== null,
  })

  const isSaved = useCallback((jobId: string) => savedIds.includes(jobId), [savedIds])

  async function toggleSaved(job: Job): Promise<void> {
    if (userId === null) {
      onRequireSignIn(job)
      return
    }
    const jobId = job.job_id
    const shouldSave = !savedIds.includes(jobId)
    const key = [SAVED_JOBS_QUERY_KEY, userId]
    // A read of the saved jobs still on its way started before this change and would overwrite it
    // when it lands (the server's list without the job, or a queue read before the job was queued).
    const apply = async (save: boolean) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<string[]>(key, (ids = []) =>
        save ? [jobId, ...ids.filter((id) => id !== jobId)] : ids.filter((id) => id !== jobId),
      )
    }
    await apply(shouldSave)
    try {
      const queue = await loadQueue()
      const outcome = await queue.saveJobOrQueue({ userId, jobId, action: shouldSave ? 'save' : 'remove' })
      if (outcome === 'queued') showToast({ title: t('shell:offline.queued'), durationMs: QUEUED_TOAST_MS })
      await apply(shouldSave)
    } catch (error) {
      await apply(!shouldSave)
      const isStorageFull = toApiError(error).body.code === 'CLIENT_STORAGE_FULL'
      showToast({
        title: isStorageFull ? t('shell:offline.storageFull') : t('jobs:dialog.saveFailed'),
        tone: 'destructive',
        durationMs: FAILED_TOAST_MS,
      })
    }
  }

  return { isSaved, toggleSaved }
}

/**
 * Keeps jobs the person saw in the browser for Browse Offline Jobs: loaded and written once the page
 * has settled (the reader's first press, key or scroll, or a few seconds) and the browser is idle.
 */
export function rememberJobsForOffline(jobs: readonly Job[]): void {
  if (jobs.length === 0 || typeof window === 'undefined') return
  const remember = () => void import('#app/lib/offline/job-cache.ts').then((cache) => cache.cacheJobs(jobs)).catch(() => undefined)
  whenSettledAndIdle(remember, 5000)
}
