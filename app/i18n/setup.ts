import { createInstance, type i18n } from 'i18next'
import { DEFAULT_LANGUAGE, resolveLanguage, supportedLanguages } from './languages.ts'
import { DEFAULT_NAMESPACE, namespaces, resources } from './resources.ts'

/**
 * A ready i18next instance for one language. The server creates one per request (a shared
 * instance would leak one reader's language into another's page); the browser creates one at
 * hydration with the language the server rendered. Resources are bundled, so initialisation is
 * synchronous and `t` works as soon as this returns. Hand the instance to react-i18next with
 * `<I18nextProvider i18n={i18n}>` rather than the `initReactI18next` plugin, which would set one
 * process-wide instance on the server.
 */
export function createI18n(lang: string | null | undefined): i18n {
  const instance = createInstance()
  void instance.init({
    lng: resolveLanguage(lang),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...supportedLanguages],
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    initAsync: false,
    // React escapes text itself; escaping here too would show &amp; and friends.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  })
  return instance
}
