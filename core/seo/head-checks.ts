import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from './public-pages.ts'

/** What /admin/seo says about a page's head: errors for what is missing, warnings for lengths search engines cut or find thin. */
export type HeadIssue =
  | { level: 'error'; kind: 'missing'; field: 'title' | 'description' }
  | { level: 'warning'; kind: 'titleLong' | 'descriptionLong' | 'descriptionShort'; length: number }

export function checkHead(head: { title: string; description: string }): HeadIssue[] {
  const issues: HeadIssue[] = []
  const title = head.title.trim()
  const description = head.description.trim()
  if (title === '') issues.push({ level: 'error', kind: 'missing', field: 'title' })
  else if (title.length > TITLE_MAX_LENGTH) issues.push({ level: 'warning', kind: 'titleLong', length: title.length })
  if (description === '') issues.push({ level: 'error', kind: 'missing', field: 'description' })
  else if (description.length > DESCRIPTION_MAX_LENGTH)
    issues.push({ level: 'warning', kind: 'descriptionLong', length: description.length })
  else if (description.length < DESCRIPTION_MIN_LENGTH)
    issues.push({ level: 'warning', kind: 'descriptionShort', length: description.length })
  return issues
}
