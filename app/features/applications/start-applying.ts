/** Apply's entry points for buttons: what Apply does loads on the press (apply-flow.ts). */
import type { I18n } from '#app/i18n/setup.ts'
import type { Job } from '#core/jobs/job.schema.ts'
import { loadApplyFlow } from './load-apply-flow.ts'

/** Records the application to the job's own link and sends `tab` (opened blank in the click) there. */
export function startApplying(input: { job: Job; tab: Window | null; i18n: I18n; userId: string }): Promise<void> {
  return loadApplyFlow()
    .then((flow) => flow.applyToJob({ ...input, target: flow.targetOfJob(input.job) }))
    .catch(() => input.tab?.close())
}

/** Keeps a signed-out Apply until sign-in (spec 001 §4 "pending application"). */
export function rememberSignedOutApply(job: Job, returnTo: string): void {
  void loadApplyFlow()
    .then((flow) => flow.keepSignedOutApplication(flow.targetOfJob(job), returnTo))
    .catch(() => undefined)
}
