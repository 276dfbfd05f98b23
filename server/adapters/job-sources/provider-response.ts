import type { z } from 'zod'
import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import { SourceReadError, type ConnectorContext, type ConnectorPage } from './port.ts'

/**
 * Reading a provider's JSON answer: the statuses that mean the source cannot be read at all (a board
 * that does not exist, refused keys) become SourceReadError in words staff can act on; every other
 * failure of `context.http` (429, 5xx, time-outs) goes to the run as it is. Messages never carry the
 * URL, which may hold credentials (Adzuna's app_key).
 */
export async function fetchProviderJson(
  context: ConnectorContext,
  url: string,
  provider: string,
  explainStatus: Readonly<Record<number, string>>,
): Promise<unknown> {
  let body: string
  try {
    const response = await context.http(url, { headers: { accept: 'application/json' } })
    body = response.text()
  } catch (error) {
    const explanation = error instanceof BoundedFetchError && error.status !== null ? explainStatus[error.status] : undefined
    if (explanation !== undefined) throw new SourceReadError(explanation)
    throw error
  }
  try {
    return JSON.parse(body)
  } catch {
    throw new SourceReadError(`${provider} answered with something other than JSON`)
  }
}

/** The body's documented outer shape, or a SourceReadError naming what the provider should have sent. */
export function parseProviderBody<T>(schema: z.ZodType<T>, body: unknown, expected: string): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new SourceReadError(`The answer is not ${expected}`)
  return parsed.data
}

/**
 * One page of postings from a provider's items: each item that has the documented shape is mapped into
 * the spec's Job shape (or skipped when `map` returns null), each that has not is rejected with the
 * fields that are wrong.
 */
export function mapItems<T>(
  items: readonly unknown[],
  schema: z.ZodType<T>,
  map: (item: T) => Record<string, unknown> | null,
): ConnectorPage {
  const page: ConnectorPage = { postings: [], rejected: [] }
  for (const item of items) {
    const parsed = schema.safeParse(item)
    if (!parsed.success) {
      page.rejected.push({ item: itemIdOf(item), reason: describeIssues(parsed.error) })
      continue
    }
    const posting = map(parsed.data)
    if (posting !== null) page.postings.push(posting)
  }
  return page
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'item'} ${issue.message}`).join('; ')
}

/** The item's own id, or its link, when it has one we can show. */
function itemIdOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null
  for (const key of ['id', 'jobUrl', 'hostedUrl', 'absolute_url', 'redirect_url']) {
    const value: unknown = Reflect.get(item, key)
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value)
  }
  return null
}
