import { cloneElement, createContext, use, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react'
import type { Namespace } from './resources.ts'
import { isNamespaceReady, loadMissingNamespaces, type I18n } from './setup.ts'
import type { Namespaces, ParseKeys, TFunction, TOptions } from './translator.ts'

/**
 * The translations in React (decision 046): the root hands its instance (setup.ts's createI18n) to
 * <TranslationProvider>, and components ask `useTranslation('jobs')` for `t` and the instance, as
 * they did of react-i18next.
 */
const TranslationContext = createContext<I18n | null>(null)

export function TranslationProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <TranslationContext value={i18n}>{children}</TranslationContext>
}

export interface UseTranslationResult<Ns extends Namespaces> {
  /** Translates into the language of this render; keys without a namespace are the first namespace's. */
  t: TFunction<Ns>
  i18n: I18n
}

function useI18n(): I18n {
  const i18n = useContext(TranslationContext)
  if (i18n === null) throw new Error('useTranslation needs a <TranslationProvider> above it (root.tsx)')
  return i18n
}

/**
 * `t` for these namespaces in the instance's language. Renders again when the language changes (a
 * new `t` then). Suspends while a namespace the page has not loaded yet loads (a page reached by
 * client navigation whose namespaces the first page did not need), as react-i18next did.
 */
export function useTranslation<const Ns extends Namespaces = 'common'>(namespaces?: Ns): UseTranslationResult<Ns> {
  const i18n = useI18n()
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  const wanted: readonly Namespace[] = namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : namespaces
  const defaultNamespace = wanted[0] ?? 'common'
  const t = useMemo(() => i18n.getFixedT<Ns>(defaultNamespace as Ns, language), [i18n, defaultNamespace, language])
  const missing = wanted.filter((namespace) => !isNamespaceReady(language, namespace))
  // Called on every render, as React requires of a `use` that once suspended: with a promise React
  // reads as already fulfilled when there is nothing to wait for.
  use(missing.length > 0 ? loadMissingNamespaces(language, missing) : ready)
  return { t, i18n }
}

/** A promise marked the way React marks one it has seen settle, so `use` returns at once. */
const ready: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

// What react-i18next's Trans round-tripped a value through: escaped before the text is read for its
// tags, so a value's own `<b>` shows as typed, then unescaped.
const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }
const unescapes: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' }
const escapeText = (text: string) => text.replace(/[&<>]/g, (character) => escapes[character] ?? character)
const unescapeText = (text: string) => text.replace(/&(?:amp|lt|gt);/g, (entity) => unescapes[entity] ?? entity)

const TAG = /<([A-Za-z][\w-]*)>([\s\S]*?)<\/\1>/g

interface TransProps<Ns extends Namespaces> {
  t: TFunction<Ns>
  i18nKey: ParseKeys<Ns>
  values?: Record<string, unknown>
  count?: number
  /** The elements the text's `<name>…</name>` tags become, each with the tag's text as its children. */
  components: Readonly<Record<string, ReactElement>>
}

/**
 * A translation with markup: 'Error: <data>{{error}}</data>' with `components={{ data: <span lang="en" /> }}`
 * renders the value inside that span. Tags nest one level only (ours do); a tag with no component shows as text.
 */
export function Trans<Ns extends Namespaces>({ t, i18nKey, values = {}, count, components }: TransProps<Ns>): ReactNode {
  const escaped: TOptions = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? escapeText(value) : value]),
  )
  const text = t(i18nKey, count === undefined ? escaped : { ...escaped, count })
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match
    const component = components[name]
    if (component === undefined) continue
    if (match.index > last) nodes.push(unescapeText(text.slice(last, match.index)))
    nodes.push(cloneElement(component, { key: `${name}-${nodes.length}` }, unescapeText(inner)))
    last = match.index + whole.length
  }
  if (last < text.length) nodes.push(unescapeText(text.slice(last)))
  return nodes
}
