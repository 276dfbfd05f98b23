/**
 * The kinds of job source a deployment can declare (core/jobs/job-source.schema.ts says what each
 * needs). Plain TypeScript, so screens can name the kinds without loading zod.
 */
export const jobSourceKinds = ['greenhouse', 'lever', 'ashby', 'jsonld', 'feed', 'jsearch', 'adzuna'] as const
export type JobSourceKind = (typeof jobSourceKinds)[number]
