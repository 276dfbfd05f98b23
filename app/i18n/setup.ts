import { createInstance, type BackendModule, type i18n } from 'i18next'
import { DEFAULT_LANGUAGE, resolveLanguage, supportedLanguages, type SupportedLanguage } from './languages.ts'
import {
  DEFAULT_NAMESPACE,
  getLanguageResources,
  getLoadedNamespaces,
  getLoadedResources,
  loadNamespaces,
  NAMES_NAMESPACE,
  readNamespaces,
} from './resources.ts'

/**
 * Loads a namespace the page has not loaded yet when a component asks for it (react-i18next's
 * useTranslation suspends until it has): a page reached by client navigation whose namespaces the
 * first page did not need, e.g. the account pages after the landing page.
 */
const namespaceBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const [wanted] = readNamespaces([namespace])
    if (!wanted) {
      callback(null, {})
      return
    }
    loadNamespaces(resolveLanguage(language), [wanted]).then(
      (resources) => callback(null, resources[wanted] ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

/**
 * A ready i18next instance for one language. The server creates one per request (a shared
 * instance would leak one reader's language into another's page); the browser creates one at
 * hydration with the language the server rendered. The namespaces the page renders must have
 * loaded (resources.ts); initialisation is then synchronous and `t` works as soon as this returns.
 * Other namespaces load when a component asks for them (namespaceBackend). Hand the instance to
 * react-i18next with `<I18nextProvider i18n={i18n}>` rather than the `initReactI18next` plugin,
 * which would set one process-wide instance on the server.
 */
export function createI18n(lang: string | null | undefined): i18n {
  const language = resolveLanguage(lang)
  const resources = getLoadedResources()
  if (!resources[language]) {
    throw new Error(`The ${language} translations have not loaded: await loadNamespaces('${language}', …) first`)
  }
  // English is the fallback where it has loaded completely (the server); a browser page carries
  // only its own language, and the Hindi text is complete (core/i18n/locales.test.ts).
  const hasFallback = language === DEFAULT_LANGUAGE || getLanguageResources(DEFAULT_LANGUAGE) !== undefined
  const instance = createInstance()
  void instance.use(namespaceBackend).init({
    lng: language,
    fallbackLng: hasFallback ? DEFAULT_LANGUAGE : false,
    supportedLngs: [...supportedLanguages],
    // Only what has loaded: init would otherwise fetch every other namespace through the backend.
    ns: [...getLoadedNamespaces(language), ...(resources[language][NAMES_NAMESPACE] ? [NAMES_NAMESPACE] : [])],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes text itself; escaping here too would show &amp; and friends.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  })
  return instance
}

/** The language each instance was last asked to switch to, so a slow load cannot undo a later choice. */
const requestedLanguages = new WeakMap<i18n, SupportedLanguage>()

/**
 * Switches an instance to another language, loading first the namespaces this page has loaded in
 * its current language. Resolves to false when another switch was asked for while this language
 * loaded (that one wins).
 */
export async function switchLanguage(instance: i18n, language: SupportedLanguage): Promise<boolean> {
  requestedLanguages.set(instance, language)
  const wanted = getLoadedNamespaces(resolveLanguage(instance.language))
  const resources = await loadNamespaces(language, wanted)
  if (requestedLanguages.get(instance) !== language) return false
  for (const namespace of wanted) {
    const bundle = resources[namespace]
    if (bundle && !instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundle)
  }
  const names = resources[NAMES_NAMESPACE]
  if (names && !instance.hasResourceBundle(language, NAMES_NAMESPACE)) instance.addResourceBundle(language, NAMES_NAMESPACE, names)
  await instance.changeLanguage(language)
  return true
}
