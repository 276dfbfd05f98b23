import { defineAppFeature } from '#app/lib/app-feature.ts'

/**
 * The document generator (issue 20, decision 054): the three-step dialog that tailors a resume and
 * writes a cover letter for a job. It has no page of its own: the job detail dialog opens it, and its
 * code loads on that press.
 */
export const documentsFeature = defineAppFeature({ name: 'documents' })
