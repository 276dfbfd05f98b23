import type { ApiErrorBody } from '#app/lib/api-client.ts'
import { toApiError } from '#app/lib/api-client.ts'
import { renderError, renderErrorTitle } from '#app/i18n/render.ts'
import { loadMissingNamespaces, type I18n } from '#app/i18n/setup.ts'
import { showToast } from '#app/ui/toast-store.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import type { RecordedApplication } from '#core/workspace/applications.schema.ts'
import { recordApplication } from './api.ts'
import { keepPendingApplication, takePendingApplication, type PendingApplication } from './pending-application.ts'

/**
 * What Apply does once pressed (spec 001 §4 "Apply"; decision 050), loaded on the press so the job
 * listing carries none of it: record the application (its idempotency key made now, so a retry or the
 * offline queue records it once), then send the tab the click opened to the job's apply link; at the
 * daily limit or on failure close that tab and say why; offline, queue it. A signed-out press keeps
 * the pending application until sign-in.
 */

/** The job being applied to, as every Apply button knows it. */
export interface ApplyTarget {
  jobId: string
  jobTitle: string
  employerName: string
  applyLink: string
  /** An "Also listed on" portal; null is the job's own link. */
  portal: string | null
}

/** The job's own link as an apply target (the card and the dialog apply through it). */
export function targetOfJob(job: Job): ApplyTarget {
  return { jobId: job.job_id, jobTitle: job.job_title, employerName: job.employer_name, applyLink: job.job_apply_link, portal: null }
}

/** How long the result toast stays: long enough to read the count of applications left. */
const RESULT_TOAST_MS = 6000

async function workspaceText(i18n: I18n) {
  await loadMissingNamespaces(i18n.language, ['workspace', 'common', 'shell'])
  return i18n.getFixedT(['workspace', 'common', 'shell'] as const)
}

/**
 * Records the application and opens the apply link in `tab` (opened blank in the click, so pop-up
 * blockers allow it); without a tab, the link is opened here (a blocker may stop it: the toast says
 * where to apply then).
 */
export async function applyToJob(input: { target: ApplyTarget; tab: Window | null; i18n: I18n; userId: string }): Promise<void> {
  const { target, tab, i18n } = input
  const t = await workspaceText(i18n)
  const idempotencyKey = crypto.randomUUID()
  const queue = async () => {
    tab?.close()
    // The offline queue (IndexedDB) loads only when an application has to wait for the network.
    const { applyOrQueue } = await import('./offline/job-application.ts')
    await applyOrQueue({ userId: input.userId, jobId: target.jobId, portal: target.portal, idempotencyKey })
    showToast({ title: t('shell:offline.queued'), description: t('apply.queuedText') })
  }
  if (!navigator.onLine) return queue()
  let answer: RecordedApplication
  try {
    answer = await recordApplication({ jobId: target.jobId, portal: target.portal }, idempotencyKey)
  } catch (error) {
    const failure = toApiError(error)
    if (failure.status === 0) return queue()
    tab?.close()
    showFailure(t, failure.body, target)
    return
  }
  openLink(tab, answer.open_link || target.applyLink)
  showToast({
    title: answer.is_new ? t('apply.recordedTitle') : t('apply.alreadyAppliedTitle'),
    description: describeLeft(t, answer.applications_left_today, target),
    tone: 'success',
    durationMs: RESULT_TOAST_MS,
  })
}

/** Keeps a signed-out press until sign-in (spec 001 §4 "A pending application is kept in local storage"). */
export function keepSignedOutApplication(target: ApplyTarget, returnTo: string): void {
  keepPendingApplication({ ...target, returnTo })
}

/**
 * After sign-in: reads the pending application once, records it, removes it, and answers the page to
 * go back to (null: none pending). No tab is opened here (no click made it); the toast names the job
 * and the apply page of the job offers its link.
 */
export async function sendPendingApplication(i18n: I18n): Promise<{ returnTo: string; jobId: string } | null> {
  const pending = takePendingApplication()
  if (pending === null) return null
  const t = await workspaceText(i18n)
  try {
    const answer = await recordApplication({ jobId: pending.jobId, portal: pending.portal }, crypto.randomUUID())
    showToast({
      title: t('apply.pendingTitle', { job: pending.jobTitle }),
      description: describeLeft(t, answer.applications_left_today, pending),
      tone: 'success',
      durationMs: RESULT_TOAST_MS,
    })
  } catch (error) {
    const failure = toApiError(error)
    showFailure(t, failure.body, pending, failure.status === 0 || failure.body.retryable ? pending : null)
  }
  return { returnTo: pending.returnTo, jobId: pending.jobId }
}

type WorkspaceT = Awaited<ReturnType<typeof workspaceText>>

function describeLeft(t: WorkspaceT, left: number | null, target: Pick<ApplyTarget, 'jobTitle' | 'employerName'>): string {
  const job = t('apply.recordedFor', { job: target.jobTitle, employer: target.employerName })
  const count = left === null ? t('apply.unlimited') : t('apply.leftToday', { count: left })
  return `${job} · ${count}`
}

/**
 * The daily limit in the spec's words; any other failure is 'Application Not Sent', and the press is
 * kept (as a pending application) so nothing the person chose is lost: it is sent again after the next
 * page load, or when they press Apply again.
 */
function showFailure(t: WorkspaceT, body: ApiErrorBody, target: ApplyTarget | PendingApplication, keep: ApplyTarget | null = target) {
  if (body.code === 'DAILY_APPLICATION_LIMIT') {
    showToast({
      title: renderErrorTitle(t, body) ?? t('apply.failedTitle'),
      description: renderError(t, body),
      tone: 'destructive',
      severity: 'medium',
    })
    return
  }
  if (keep !== null) keepPendingApplication({ ...keep, returnTo: `${location.pathname}${location.search}` })
  showToast({ title: t('apply.failedTitle'), description: t('apply.failedText'), tone: 'destructive', severity: 'high' })
}

function openLink(tab: Window | null, link: string): void {
  if (tab && !tab.closed) {
    tab.location.href = link
    return
  }
  window.open(link, '_blank', 'noopener,noreferrer')
}
