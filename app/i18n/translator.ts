import { formatDecimal, groupingFor } from '#core/format/decimal.ts'
import type { enResources } from './locales/en.ts'

/**
 * The translation runtime (decision 046): a key, a language and its loaded text → a string. It does
 * what our pages used of i18next and nothing more: `ns:key` or a default namespace, a fallback
 * language where its text has loaded, plurals by `count` (`_zero`, then `_one`/`_other`… by
 * Intl.PluralRules), `{{name}}` interpolation without escaping (React escapes), the `number` format,
 * `defaultValue`, and the key itself for a text we do not have. No I/O: where the text comes from is
 * the caller's (setup.ts reads what resources.ts has loaded).
 */

type Resources = typeof enResources
/** A namespace of the English resources (resources.ts's `Namespace`, here without its loaders). */
type ResourceNamespace = keyof Resources

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** 'a.b.c' for every string of a nested object. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${Leaves<T[K]>}` : never
}[keyof T & string]

/** A plural key is asked for without its suffix ('card.reviews' with a count), as i18next's types allowed, or with it. */
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K

/** The keys of one namespace, typed from the English text (decision 009: a key missing from en fails the type check). */
export type KeysOf<N extends ResourceNamespace> = WithoutPluralSuffix<Leaves<Resources[N]>>

/** 'jobs:postedAge.today': a key of any namespace, named with its namespace. */
export type PrefixedKey = { [N in ResourceNamespace]: `${N}:${KeysOf<N>}` }[ResourceNamespace]

/** The namespace(s) a `t` was made for: one, or a list whose first is its default. */
export type Namespaces = ResourceNamespace | readonly ResourceNamespace[]

type DefaultNamespaceOf<Ns> = Ns extends ResourceNamespace
  ? Ns
  : Ns extends readonly [infer First, ...unknown[]]
    ? First & ResourceNamespace
    : Ns extends readonly []
      ? never
      : Ns extends readonly (infer Each)[]
        ? Each & ResourceNamespace
        : never

/** The keys a `t` for these namespaces takes: its default namespace's without prefix, and every namespace's with one. */
export type ParseKeys<Ns extends Namespaces = 'common'> = UnprefixedKeys<DefaultNamespaceOf<Ns>> | PrefixedKey

// No default namespace (render.ts's Translate), no keys without a prefix: `keyof never` is every string.
type UnprefixedKeys<N extends ResourceNamespace> = [N] extends [never] ? never : KeysOf<N>

/** What a translation may be given: its `{{values}}`, `count` for plurals, `defaultValue` for a text we may not have. */
export interface TOptions {
  count?: number
  defaultValue?: string
  [value: string]: unknown
}

/** The namespace whose text we may not have (resources.ts's NAMES_NAMESPACE): its keys are data, so the caller gives a default. */
type UntypedKey = `names:${string}`

/**
 * A translate function bound to a language and a default namespace. The second form is for keys
 * that are data rather than text of ours (the names of places), which must say what to show when
 * we have no translation.
 */
export type TFunction<Ns extends Namespaces = 'common'> = TranslateKeys<ParseKeys<Ns>>

/** A translate function taking these keys: one for the keys of a namespace accepts every function that takes more. */
export interface TranslateKeys<Key extends string> {
  (key: Key, options?: TOptions): string
  (key: UntypedKey, options: TOptions & { defaultValue: string }): string
}

/** Where the text comes from: the bundle of a namespace in a language, undefined while it has not loaded. */
export type BundleSource = (language: string, namespace: string) => unknown

export interface TranslateContext {
  source: BundleSource
  /** The language to translate into, then the one to fall back to (where its text has loaded). */
  languages: readonly string[]
  defaultNamespace: string
}

const NAMESPACE_SEPARATOR = ':'
const KEY_SEPARATOR = '.'
const PLURAL_SEPARATOR = '_'

/** One Intl object per language, made on first use. */
function perLanguage<Value>(create: (language: string) => Value): (language: string) => Value {
  const made = new Map<string, Value>()
  return (language) => {
    let value = made.get(language)
    if (value === undefined) {
      value = create(language)
      made.set(language, value)
    }
    return value
  }
}

const pluralRulesOf = perLanguage((language) => new Intl.PluralRules(language))
function pluralCategory(language: string, count: number): string {
  return pluralRulesOf(language).select(count)
}

/** As Intl.NumberFormat(language) writes it (decision 080: without Intl); a numeric string formats as its number. */
function formatNumber(language: string, value: unknown): string {
  return formatDecimal(Number(value), { grouping: groupingFor(language) })
}

function lookup(bundle: unknown, key: string): unknown {
  let node = bundle
  for (const part of key.split(KEY_SEPARATOR)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** i18next's test (with returnEmptyString false): an empty text counts as missing, so the fallback or the key shows instead. */
function isFound(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/** 'jobs:card.reviews' → jobs, card.reviews; a key without a namespace is the default namespace's. */
export function splitKey(key: string, defaultNamespace: string): { namespace: string; key: string } {
  const at = key.indexOf(NAMESPACE_SEPARATOR)
  if (at === -1) return { namespace: defaultNamespace, key }
  // As i18next: any further separators join the key's path.
  return {
    namespace: key.slice(0, at),
    key: key
      .slice(at + 1)
      .split(NAMESPACE_SEPARATOR)
      .join(KEY_SEPARATOR),
  }
}

/** The keys to try in one language, most specific first: `_zero` for a count of 0, the count's plural form, then the key itself. */
function candidateKeys(key: string, language: string, count: unknown): string[] {
  if (count === undefined || typeof count === 'string') return [key]
  const keys = [`${key}${PLURAL_SEPARATOR}${pluralCategory(language, count as number)}`, key]
  if (count === 0) keys.unshift(`${key}${PLURAL_SEPARATOR}zero`)
  return keys
}

function resolve(
  context: TranslateContext,
  namespace: string,
  key: string,
  count: unknown,
): { value: unknown; language: string } | undefined {
  for (const language of context.languages) {
    const bundle = context.source(language, namespace)
    if (bundle === undefined) continue
    for (const candidate of candidateKeys(key, language, count)) {
      const value = lookup(bundle, candidate)
      if (isFound(value)) return { value, language }
    }
  }
  return undefined
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g
const FORMAT_SEPARATOR = ','

/**
 * Fills `{{name}}` and `{{name, number}}` from the options, once: a value's own text is not read for
 * placeholders. A placeholder whose value is not given stays as it is; one given as undefined is
 * emptied (as i18next did).
 */
export function interpolate(text: string, values: TOptions, language: string): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    // `{{- name}}` was i18next's way to skip escaping, which we never do.
    const expression = inner.trim().replace(/^-\s*/, '')
    const [rawName = '', ...formats] = expression.split(FORMAT_SEPARATOR)
    const name = rawName.trim()
    const value = values[name]
    if (value === undefined) return Object.hasOwn(values, name) ? '' : placeholder
    if (value === null) return ''
    const format = formats.join(FORMAT_SEPARATOR).trim()
    if (format === 'number') return formatNumber(language, value)
    return String(value)
  })
}

/**
 * The text of a key in the first language that has it, filled with the options' values. A key we have
 * no text for shows the default value if one is given, else the key without its namespace (so a
 * missing text is visible, never an empty space); a key that names a group of texts says so.
 */
export function translate(context: TranslateContext, fullKey: string, options: TOptions = {}): string {
  const { namespace, key } = splitKey(fullKey, context.defaultNamespace)
  const [language = ''] = context.languages
  const found = resolve(context, namespace, key, options.count)
  if (found !== undefined && typeof found.value === 'object') {
    return `key '${key} (${language})' returned an object instead of string.`
  }
  let text: string
  if (found !== undefined) text = String(found.value)
  else if (isFound(options.defaultValue)) text = String(options.defaultValue)
  else text = key
  return interpolate(text, options, language)
}

/** A `t` bound to a context; `languages` may be read at each call (an instance whose language changes). */
export function createT<Ns extends Namespaces>(context: () => TranslateContext): TFunction<Ns> {
  return ((key: string, options?: TOptions) => translate(context(), key, options)) as TFunction<Ns>
}
