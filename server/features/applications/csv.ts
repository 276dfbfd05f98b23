import type { Application } from '#core/workspace/applications.schema.ts'

/** The columns of the applications file, under the spec's field names where it has them. */
const COLUMNS = [
  'job_title',
  'employer_name',
  'application_status',
  'applied_at',
  'status_updated_at',
  'portal',
  'apply_link',
  'next_step',
  'next_step_at',
] as const

/**
 * One's applications as CSV (RFC 4180: CRLF lines, quotes doubled). A cell a spreadsheet would run as
 * a formula (starting with =, +, -, @, tab or carriage return: OWASP "CSV injection") is prefixed with
 * an apostrophe, because job titles and employers come from outside sources.
 */
export function applicationsCsv(applications: readonly Application[]): string {
  const rows = applications.map((application) => [
    application.job_title,
    application.employer_name,
    application.application_status,
    application.applied_at ?? '',
    application.status_updated_at,
    application.portal ?? '',
    application.apply_link ?? '',
    application.next_step?.kind ?? '',
    application.next_step?.due_at ?? '',
  ])
  return [COLUMNS, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
