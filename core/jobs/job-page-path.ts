/** Our job ids (server/features/jobs/ingest/normalize.ts jobIdFor): a job's own page is /jobs/{jobId}. */
export const JOB_ID_PATTERN = /^jy[0-9a-f]{14}$/

export function isJobId(value: string): boolean {
  return JOB_ID_PATTERN.test(value)
}

/** A job's own public page. */
export function jobPagePath(jobId: string): string {
  return `/jobs/${jobId}`
}
