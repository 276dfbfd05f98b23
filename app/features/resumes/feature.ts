import { defineAppFeature } from '#app/lib/app-feature.ts'

/** The resume builder (issue 20): its page, and its saves queued offline. */
export const resumesFeature = defineAppFeature({
  name: 'resumes',
  pages: [
    { path: 'resume-builder', file: 'features/resumes/routes/resume-builder.tsx' },
    { path: 'ats-rubric', file: 'features/resumes/routes/ats-rubric.tsx' },
  ],
  recordKinds: [() => import('./offline/resume-update.ts').then((module) => module.resumeUpdateKind)],
})
