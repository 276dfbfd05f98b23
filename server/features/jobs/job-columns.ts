import { sql } from 'drizzle-orm'
import { jobs } from '#server/db/schema/jobs.ts'

type JobSelect = typeof jobs.$inferSelect

/** The columns a Job (core/jobs/job.schema.ts) is made of, by their schema names. */
const jobFields = [
  'id',
  'source',
  'title',
  'employerName',
  'employerLogo',
  'employerWebsite',
  'employmentType',
  'applyLink',
  'description',
  'city',
  'state',
  'country',
  'isRemote',
  'isVisaSponsored',
  'isGovernment',
  'postedAt',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'requiredExperience',
  'requiredEducation',
  'requiredSkills',
  'highlights',
  'companyId',
  'applyOptions',
  'validThrough',
  'lastSeenAt',
] as const satisfies ReadonlyArray<keyof JobSelect>

/**
 * Those columns of `jobs j`, each named by its schema key, so `row_to_json` over them gives a JobRow.
 * Search statements read a page of jobs as one JSON array: on PGlite that reads far faster than a row
 * per job.
 */
export const jobColumns = sql.join(
  jobFields.map((field) => sql`j.${sql.identifier(jobs[field].name)} as ${sql.identifier(field)}`),
  sql`, `,
)

/** A job as `jobColumns` reads it: the schema's types, except that JSON carries the timestamp as text. */
export type JobRow = Omit<Pick<JobSelect, (typeof jobFields)[number]>, 'postedAt' | 'validThrough' | 'lastSeenAt'> & {
  postedAt: string
  validThrough: string | null
  lastSeenAt: string
}
