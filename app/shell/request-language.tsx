import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '#app/i18n/languages.ts'

const RequestLanguageContext = createContext<SupportedLanguage>(DEFAULT_LANGUAGE)

/**
 * The language the page was asked for, known before any loader runs: the server entry reads it from
 * the request (cookie, then Accept-Language) and the browser from the page's `<html lang>`. The root
 * uses it when its loader has not run, as when a request is refused before any page code, so the
 * error page still speaks the reader's language.
 */
export function RequestLanguageProvider({ value, children }: { value: SupportedLanguage; children: ReactNode }) {
  return <RequestLanguageContext.Provider value={value}>{children}</RequestLanguageContext.Provider>
}

export function useRequestLanguage(): SupportedLanguage {
  return useContext(RequestLanguageContext)
}
