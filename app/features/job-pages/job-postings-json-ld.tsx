import type { Job } from '#core/jobs/job.schema.ts'
import { buildJobPostingJsonLd, serializeJsonLd } from '#core/jobs/json-ld.ts'

/**
 * One schema.org JobPosting script per job shown. Structured data is not executed, so it needs no
 * CSP nonce; serializeJsonLd escapes '<' so a description can never close the element.
 */
export function JobPostingsJsonLd({ jobs, publicUrl }: { jobs: readonly Job[]; publicUrl: string }) {
  return (
    <>
      {jobs.map((job) => (
        <script
          key={job.job_id}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildJobPostingJsonLd(job, { publicUrl })) }}
        />
      ))}
    </>
  )
}
