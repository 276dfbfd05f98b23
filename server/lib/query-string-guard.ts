import type { MiddlewareHandler } from 'hono'
import { AppError } from './app-error.ts'
import type { AppEnv } from './hono-env.ts'

/**
 * Hono's query parser keeps text it cannot decode (`?query=%FF%FE`) as it came, so a search would run
 * on mojibake. Every parameter must be valid percent-encoded UTF-8 without NUL; otherwise the catalogue's 400.
 */
export const rejectMalformedQueryString: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url
  const start = url.indexOf('?')
  if (start !== -1) {
    const fragmentStart = url.indexOf('#', start)
    const queryString = url.slice(start + 1, fragmentStart === -1 ? undefined : fragmentStart)
    for (const pair of queryString.split('&')) {
      if (pair === '') continue
      const separator = pair.indexOf('=')
      const rawKey = separator === -1 ? pair : pair.slice(0, separator)
      const rawValue = separator === -1 ? '' : pair.slice(separator + 1)
      const key = decodeComponent(rawKey)
      const value = decodeComponent(rawValue)
      if (key === null || value === null || key.includes('\u0000') || value.includes('\u0000')) {
        throw new AppError('VALIDATION_INVALID_FORMAT', undefined, {
          fields: [{ path: key ?? '', message: 'Invalid percent-encoding or character in the query string' }],
        })
      }
    }
  }
  await next()
}

function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return null
  }
}
