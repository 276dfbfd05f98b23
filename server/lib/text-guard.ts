import type { MiddlewareHandler } from 'hono'
import common from '#core/i18n/locales/en/common.json' with { type: 'json' }
import { AppError } from './app-error.ts'
import type { AppEnv } from './hono-env.ts'

/**
 * Text a person can type has no control characters: C0 controls other than tab, line feed and
 * carriage return, DEL and the C1 range. PostgreSQL refuses a NUL in `text` with an error (a 500 the
 * fuzzing of issue 18 reached through a dozen fields), and the others are never meant.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}

/** The dotted path of the first string (or object key) in a JSON value that holds a control character. */
export function findControlCharacter(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') || 'body' : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)])
      if (found !== null) return found
    }
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return [...path, key].join('.')
    const found = findControlCharacter(item, [...path, key])
    if (found !== null) return found
  }
  return null
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/iu

/**
 * Every JSON body under /api, ours (apiRoute) and better-auth's (its wrapper) alike, is refused with
 * the catalogue's 400 naming the field when a string in it holds a control character, after the body
 * limit and before any schema or handler reads it: one rule for every text field, present or future.
 * A body that is not JSON is left to the route.
 */
export const rejectControlCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return next()
  // A copy: the route's own readers (its body limit, its validator) still find the body unread.
  const text = await c.req.raw.clone().text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return next()
  }
  const field = findControlCharacter(parsed)
  if (field !== null) {
    throw new AppError('VALIDATION_INVALID_FORMAT', { fields: [{ path: field, message: common.validation.invalidFormat }] })
  }
  return next()
}
