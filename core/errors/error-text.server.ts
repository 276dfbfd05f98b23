import auth from '#core/i18n/locales/en/auth.json' with { type: 'json' }
import common from '#core/i18n/locales/en/common.json' with { type: 'json' }
import { describeError, statusTextKey, type DescribableError, type ErrorParams } from './describe-error.ts'
import type { ErrorTextKey } from './reasons.ts'

/**
 * The English of an error, as the API sends it to its clients in `message`: the text describeError
 * names, read from the en locale, its one copy (decision 009), with its values filled in. Being
 * `.server.ts` keeps the English namespaces out of the browser's bundle, which shows the same key in
 * the reader's language.
 */
const english: Readonly<Record<string, unknown>> = { common, auth }

/** The English text of a key, or undefined when the en locale has none (the completeness test's check). */
export function englishText(key: ErrorTextKey): string | undefined {
  return textAt(english, key)
}

/** The text at `namespace:dotted.path` of a language's namespaces, or undefined. */
export function textAt(namespaces: Readonly<Record<string, unknown>>, key: ErrorTextKey): string | undefined {
  const [namespace = '', path = ''] = key.split(':', 2)
  let node: unknown = namespaces[namespace]
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = Reflect.get(node, part)
  }
  return typeof node === 'string' ? node : undefined
}

/** `{{name}}` in the text replaced by its value; a value not given stays as written. */
export function fillIn(text: string, params: ErrorParams): string {
  return text.replace(/\{\{(\w+)\}\}/gu, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole))
}

/** The English message of an error (its reason's, its code's or its status's text). */
export function englishMessage(error: DescribableError, status?: number): string {
  const { key, params } = describeError(error, status)
  return fillIn(englishText(key) ?? englishText(statusTextKey(0)) ?? key, params)
}
