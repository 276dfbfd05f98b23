import { DEFAULT_LANGUAGE, resolveLanguage, type SupportedLanguage } from './languages.ts'
import { DEFAULT_NAMESPACE, getLoadedBundle, getLoadedNamespaces, getLoadedResources, loadNamespaces, type Namespace } from './resources.ts'
import { createT, type Namespaces, type TFunction, type TranslateContext } from './translator.ts'

/**
 * One reader's translations: a language, and `t` for it over what resources.ts has loaded. The
 * server creates one per request (a shared instance would leak one reader's language into another's
 * page); the browser creates one at hydration with the language the server rendered, and switches
 * it (switchLanguage). Components reach it through react.tsx's TranslationProvider and useTranslation.
 */
export interface I18n {
  /** The language `t` translates into now. */
  readonly language: SupportedLanguage
  /** Translates into the instance's language at the time of the call; keys without a namespace are `common`'s. */
  readonly t: TFunction<'common'>
  /** A `t` whose keys without a namespace are the first of `namespaces`', in `language` (else the instance's language at each call). */
  getFixedT<Ns extends Namespaces>(namespaces: Ns, language?: SupportedLanguage): TFunction<Ns>
  /** Shows another language; its text must have loaded (switchLanguage loads it first). */
  changeLanguage(language: SupportedLanguage): void
  /** Calls `listener` after each change of language; returns the function that stops it. */
  subscribe(listener: () => void): () => void
}

/**
 * English is the fallback wherever its text has loaded (the server has all of it; a browser page
 * carries only its own language, and the Hindi text is complete: core/i18n/locales.test.ts).
 */
function languagesFor(language: SupportedLanguage): readonly SupportedLanguage[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]
}

function readBundle(language: string, namespace: string): unknown {
  return getLoadedBundle(resolveLanguage(language), namespace)
}

function contextFor(language: SupportedLanguage, defaultNamespace: string): TranslateContext {
  return { source: readBundle, languages: languagesFor(language), defaultNamespace }
}

function defaultNamespaceOf(namespaces: Namespaces): string {
  return typeof namespaces === 'string' ? namespaces : (namespaces[0] ?? DEFAULT_NAMESPACE)
}

/**
 * A ready instance for one language. The namespaces the page renders must have loaded
 * (resources.ts); `t` works as soon as this returns. Other namespaces load when a component asks
 * for them (react.tsx's useTranslation suspends until they have).
 */
export function createI18n(lang: string | null | undefined): I18n {
  let language = resolveLanguage(lang)
  if (!getLoadedResources()[language]) {
    throw new Error(`The ${language} translations have not loaded: await loadNamespaces('${language}', …) first`)
  }
  const listeners = new Set<() => void>()
  const instance: I18n = {
    get language() {
      return language
    },
    t: createT(() => contextFor(language, DEFAULT_NAMESPACE)),
    getFixedT<Ns extends Namespaces>(namespaces: Ns, fixedLanguage?: SupportedLanguage): TFunction<Ns> {
      const defaultNamespace = defaultNamespaceOf(namespaces)
      if (fixedLanguage === undefined) return createT<Ns>(() => contextFor(language, defaultNamespace))
      const context = contextFor(fixedLanguage, defaultNamespace)
      return createT<Ns>(() => context)
    },
    changeLanguage(next) {
      if (next === language) return
      language = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return instance
}

/** Whether a namespace of a language has loaded (or failed to: a page then shows what it has rather than wait forever). */
export function isNamespaceReady(language: SupportedLanguage, namespace: Namespace): boolean {
  return getLoadedNamespaces(language).includes(namespace) || failedLoads.has(`${language}/${namespace}`)
}

const failedLoads = new Set<string>()
const pendingLoads = new Map<string, Promise<void>>()

/**
 * Loads namespaces a component asks for that have not loaded: one promise per language and set of
 * namespaces while it loads, so a suspended render waits on the same one when React tries it again.
 * A load that fails (offline) is remembered, and the component renders without that text.
 */
export function loadMissingNamespaces(language: SupportedLanguage, wanted: readonly Namespace[]): Promise<void> {
  const key = `${language}/${wanted.join(' ')}`
  const pending = pendingLoads.get(key)
  if (pending) return pending
  const load = loadNamespaces(language, wanted).then(
    () => undefined,
    () => {
      for (const namespace of wanted) failedLoads.add(`${language}/${namespace}`)
    },
  )
  pendingLoads.set(key, load)
  void load.finally(() => pendingLoads.delete(key))
  return load
}

/** The language each instance was last asked to switch to, so a slow load cannot undo a later choice. */
const requestedLanguages = new WeakMap<I18n, SupportedLanguage>()

/**
 * Switches an instance to another language, loading first the namespaces this page has loaded in
 * its current language. Resolves to false when another switch was asked for while this language
 * loaded (that one wins).
 */
export async function switchLanguage(instance: I18n, language: SupportedLanguage): Promise<boolean> {
  requestedLanguages.set(instance, language)
  await loadNamespaces(language, getLoadedNamespaces(instance.language))
  if (requestedLanguages.get(instance) !== language) return false
  instance.changeLanguage(language)
  return true
}
