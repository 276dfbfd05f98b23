import { resolveLanguage, supportedLanguages, type SupportedLanguage } from './languages.ts'
import type { enResources } from './locales/en.ts'

/**
 * Translations are bundled with the app (spec 001 §7: no call to a translation service), one chunk
 * of the bundle per language, so a page carries only its own language. The server loads every
 * language before it serves (entry.server.tsx); the browser loads the page's language before it
 * hydrates (entry.client.tsx) and another one when the reader switches to it.
 */
export const namespaces = ['common', 'jobs', 'shell', 'pages', 'landing', 'auth', 'account', 'admin', 'mailbox', 'oauth'] as const
export type Namespace = (typeof namespaces)[number]
export const DEFAULT_NAMESPACE: Namespace = 'common'

/**
 * The names of places, roles and industries in another language than English ('मुंबई', 'डेटा
 * एनालिस्ट'), by slug. English pages show them as our data stores them, so English has no such
 * namespace and its pages carry none of it; a name without a translation shows as stored too
 * (render.ts).
 */
export const NAMES_NAMESPACE = 'names'
export interface NameTranslations {
  places: Readonly<Record<string, string>>
  roles: Readonly<Record<string, string>>
  industries: Readonly<Record<string, string>>
}

export type LanguageResources = typeof enResources & { [NAMES_NAMESPACE]?: NameTranslations }

const loaders: Record<SupportedLanguage, () => Promise<LanguageResources>> = {
  en: () => import('./locales/en.ts').then((module) => module.enResources),
  hi: () => import('./locales/hi.ts').then((module) => module.hiResources),
}

const loaded = new Map<SupportedLanguage, LanguageResources>()

/** Loads a language's translations once; later calls answer from memory. */
export async function loadLanguageResources(language: SupportedLanguage): Promise<LanguageResources> {
  const known = loaded.get(language)
  if (known) return known
  const resources = await loaders[language]()
  loaded.set(language, resources)
  return resources
}

export function loadAllLanguageResources(): Promise<LanguageResources[]> {
  return Promise.all(supportedLanguages.map((language) => loadLanguageResources(language)))
}

/** The translations of a language if they have loaded, for code that must answer at once. */
export function getLanguageResources(language: SupportedLanguage): LanguageResources | undefined {
  return loaded.get(language)
}

/**
 * A language whose translations have loaded: the preferred one when it has, else one that has (an
 * error page must render even if it was reached before a language switch finished loading).
 */
export function pickLoadedLanguage(preferred: string | null | undefined): SupportedLanguage {
  const language = resolveLanguage(preferred)
  if (loaded.has(language)) return language
  return supportedLanguages.find((candidate) => loaded.has(candidate)) ?? language
}

/** Every language loaded so far, in i18next's `resources` shape. */
export function getLoadedResources(): Partial<Record<SupportedLanguage, LanguageResources>> {
  return Object.fromEntries(loaded)
}
