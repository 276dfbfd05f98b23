/** The account pages' UI (settings, signed-in placeholders, the apply page): routes reach it through this file. */
export { ComingSoon } from './coming-soon.tsx'
export { JobApplyView, JobExpiredView, type ApplyAction, type ApplyJob, type ApplyStanding } from './job-apply-view.tsx'
export { SettingsView } from './settings-view.tsx'
export { gatedPageMeta } from './page-meta.ts'
