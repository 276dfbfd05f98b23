import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Applying and the application tracker: an application made offline queues (decision 050). */
export const applicationsFeature = defineAppFeature({
  name: 'applications',
  recordKinds: [() => import('./offline/job-application.ts').then((module) => module.jobApplicationKind)],
})
