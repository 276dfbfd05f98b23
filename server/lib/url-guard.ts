import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { AppError, type FieldIssue } from './app-error.ts'
import type { AppEnv } from './hono-env.ts'
import { hasControlCharacter } from './text-guard.ts'

/**
 * Every part of an API URL a handler can read must be valid percent-encoded UTF-8 without control
 * characters (text-guard.ts); otherwise the catalogue's 400. Hono keeps text it cannot decode (`?query=%FF%FE`, `/jobs/%FF`) as it
 * came, so a search would run on mojibake, and it decodes `%00` into a NUL that PostgreSQL refuses
 * with an error (a 500). Path segments are checked as well as query parameters, so every path
 * parameter of every route, present or future, passes the same guard.
 */
export const rejectMalformedUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { rawPath, rawQuery } = splitUrl(c.req.url)
  const patterns = matchedRoutes(c).map((route) => route.path)
  const issue = findPathIssue(rawPath, patterns) ?? findQueryIssue(rawQuery)
  if (issue) throw new AppError('VALIDATION_INVALID_FORMAT', { fields: [issue] })
  await next()
}

function splitUrl(url: string): { rawPath: string; rawQuery: string } {
  const pathStart = url.indexOf('/', url.indexOf('://') + 3)
  if (pathStart === -1) return { rawPath: '/', rawQuery: '' }
  const fragmentStart = url.indexOf('#', pathStart)
  const end = fragmentStart === -1 ? url.length : fragmentStart
  const queryStart = url.indexOf('?', pathStart)
  if (queryStart === -1 || queryStart > end) return { rawPath: url.slice(pathStart, end), rawQuery: '' }
  return { rawPath: url.slice(pathStart, queryStart), rawQuery: url.slice(queryStart + 1, end) }
}

/**
 * True when a URL's path has a segment, or its query string a name or value, that does not decode to
 * clean text: the pages answer such a URL with a 400 page before React Router, which would otherwise
 * warn about it on the console, and before a loader hands it to PostgreSQL (a NUL there is a 500).
 */
export function hasMalformedPath(url: string): boolean {
  const { rawPath, rawQuery } = splitUrl(url)
  return findBadSegment(rawPath) !== -1 || findQueryIssue(rawQuery) !== null
}

function findBadSegment(rawPath: string): number {
  return rawPath.split('/').findIndex((segment) => !isCleanText(decodeComponent(segment)))
}

/**
 * The first bad path segment, named after the parameter a matched route has in that place (`job_id`
 * of `/api/jobs/:job_id`) when one has.
 */
function findPathIssue(rawPath: string, patterns: string[]): FieldIssue | null {
  const index = findBadSegment(rawPath)
  if (index === -1) return null
  const parameterName = patterns
    .map((pattern) => /^:([^{?]+)/u.exec(pattern.split('/')[index] ?? '')?.[1])
    .find((name) => name !== undefined)
  return { path: parameterName ?? 'path', message: 'Invalid percent-encoding or character in the path' }
}

function findQueryIssue(rawQuery: string): FieldIssue | null {
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue
    const separator = pair.indexOf('=')
    const key = decodeComponent((separator === -1 ? pair : pair.slice(0, separator)).replace(/\+/g, ' '))
    const value = decodeComponent((separator === -1 ? '' : pair.slice(separator + 1)).replace(/\+/g, ' '))
    if (!isCleanText(key) || !isCleanText(value)) {
      return { path: key ?? '', message: 'Invalid percent-encoding or character in the query string' }
    }
  }
  return null
}

function isCleanText(text: string | null): text is string {
  return text !== null && !hasControlCharacter(text)
}

function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}
