import { createInstance, type i18n } from 'i18next'
import { DEFAULT_LANGUAGE, resolveLanguage, supportedLanguages, type SupportedLanguage } from './languages.ts'
import { DEFAULT_NAMESPACE, getLoadedResources, loadLanguageResources, NAMES_NAMESPACE, namespaces } from './resources.ts'

/**
 * A ready i18next instance for one language. The server creates one per request (a shared
 * instance would leak one reader's language into another's page); the browser creates one at
 * hydration with the language the server rendered. The language's translations must have loaded
 * (resources.ts); initialisation is then synchronous and `t` works as soon as this returns. Hand
 * the instance to react-i18next with `<I18nextProvider i18n={i18n}>` rather than the
 * `initReactI18next` plugin, which would set one process-wide instance on the server.
 */
export function createI18n(lang: string | null | undefined): i18n {
  const language = resolveLanguage(lang)
  const resources = getLoadedResources()
  if (!resources[language]) {
    throw new Error(`The ${language} translations have not loaded: await loadLanguageResources('${language}') first`)
  }
  const instance = createInstance()
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...supportedLanguages],
    ns: [...namespaces, NAMES_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
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
 * Switches an instance to another language, loading its translations first if this page has not
 * yet. Resolves to false when another switch was asked for while this language loaded (that one wins).
 */
export async function switchLanguage(instance: i18n, language: SupportedLanguage): Promise<boolean> {
  requestedLanguages.set(instance, language)
  const resources = await loadLanguageResources(language)
  if (requestedLanguages.get(instance) !== language) return false
  for (const namespace of namespaces) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, resources[namespace])
  }
  const names = resources[NAMES_NAMESPACE]
  if (names && !instance.hasResourceBundle(language, NAMES_NAMESPACE)) instance.addResourceBundle(language, NAMES_NAMESPACE, names)
  await instance.changeLanguage(language)
  return true
}
