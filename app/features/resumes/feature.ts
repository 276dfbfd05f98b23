import { defineAppFeature } from '#app/lib/app-feature.ts'

/** The resume builder (issue 20): its page, its saves queued offline, and staff's template and analytics screens (decision 072). */
export const resumesFeature = defineAppFeature({
  name: 'resumes',
  pages: [
    { path: 'resume-builder', file: 'features/resumes/routes/resume-builder.tsx' },
    { path: 'ats-rubric', file: 'features/resumes/routes/ats-rubric.tsx' },
  ],
  adminScreens: [
    { area: 'resumeTemplates', file: 'features/resumes/routes/admin-resume-templates.tsx' },
    { area: 'resumeAnalytics', file: 'features/resumes/routes/admin-resume-analytics.tsx' },
  ],
  recordKinds: [() => import('./offline/resume-update.ts').then((module) => module.resumeUpdateKind)],
})
