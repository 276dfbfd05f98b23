import { resolveLanguage, supportedLanguages, type SupportedLanguage } from './languages.ts'
import type { enResources } from './locales/en.ts'

/**
 * Translations are bundled with the app (spec 001 §7: no call to a translation service), one chunk
 * of the bundle per language and namespace, so a page carries only its own language and the
 * namespaces its routes use (decision 031). The server loads everything before it serves
 * (entry.server.tsx); the browser loads the page's namespaces before it hydrates (entry.client.tsx,
 * named by the root in `data-translations`), a namespace a later page needs when that page renders
 * (react.tsx's useTranslation), and another language when the reader switches to it.
 */
export const namespaces = [
  'common',
  'jobs',
  'shell',
  'pages',
  'landing',
  'auth',
  'account',
  'admin',
  'mailbox',
  'oauth',
  'resume',
  'workspace',
  'billing',
  'interviews',
  'ats',
  'guides',
  'blog',
  'site',
  'companies',
  'chat',
] as const
export type Namespace = (typeof namespaces)[number]
export const DEFAULT_NAMESPACE: Namespace = 'common'

/** What every page renders: the header, footer and error panels. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'shell']

/**
 * What the shell shows only after a press or on a failure (the sign-in modal, 'Session Expired', the
 * text of an authentication error): not loaded before hydration, but on idle after the first paint
 * (entry.client.tsx), so it is there when needed without being in the page's initial JavaScript
 * (decision 032). A component that asks for it sooner waits for it (useTranslation suspends).
 */
export const LATER_SHELL_NAMESPACES: readonly Namespace[] = ['auth']

/**
 * The names of places, roles and industries in another language than English ('मुंबई', 'डेटा
 * एनालिस्ट'), by slug. English pages show them as our data stores them, so English has no such
 * namespace and its pages carry none of it; a name without a translation shows as stored too
 * (render.ts). It loads with `jobs`, the namespace of every page that names places and roles.
 */
export const NAMES_NAMESPACE = 'names'
export interface NameTranslations {
  places: Readonly<Record<string, string>>
  roles: Readonly<Record<string, string>>
  industries: Readonly<Record<string, string>>
}

type Bundles = typeof enResources
export type LanguageResources = Bundles & { [NAMES_NAMESPACE]?: NameTranslations }
type LoadedResources = Partial<LanguageResources>
type NamespaceLoaders = { [N in Namespace]: () => Promise<Bundles[N]> }

// One dynamic import per file, so the bundler makes each namespace of each language a chunk of its own.
// No `with { type: 'json' }` here: Vite's development server answers a JSON import with a JavaScript
// module, which the browser refuses for an import that asks for JSON.
const loaders: Record<SupportedLanguage, NamespaceLoaders> = {
  en: {
    common: () => import('#core/i18n/locales/en/common.json').then((module) => module.default),
    jobs: () => import('#core/i18n/locales/en/jobs.json').then((module) => module.default),
    shell: () => import('#core/i18n/locales/en/shell.json').then((module) => module.default),
    pages: () => import('#core/i18n/locales/en/pages.json').then((module) => module.default),
    landing: () => import('#core/i18n/locales/en/landing.json').then((module) => module.default),
    auth: () => import('#core/i18n/locales/en/auth.json').then((module) => module.default),
    account: () => import('#core/i18n/locales/en/account.json').then((module) => module.default),
    admin: () => import('#core/i18n/locales/en/admin.json').then((module) => module.default),
    mailbox: () => import('#core/i18n/locales/en/mailbox.json').then((module) => module.default),
    oauth: () => import('#core/i18n/locales/en/oauth.json').then((module) => module.default),
    resume: () => import('#core/i18n/locales/en/resume.json').then((module) => module.default),
    workspace: () => import('#core/i18n/locales/en/workspace.json').then((module) => module.default),
    billing: () => import('#core/i18n/locales/en/billing.json').then((module) => module.default),
    interviews: () => import('#core/i18n/locales/en/interviews.json').then((module) => module.default),
    ats: () => import('#core/i18n/locales/en/ats.json').then((module) => module.default),
    guides: () => import('#core/i18n/locales/en/guides.json').then((module) => module.default),
    blog: () => import('#core/i18n/locales/en/blog.json').then((module) => module.default),
    site: () => import('#core/i18n/locales/en/site.json').then((module) => module.default),
    companies: () => import('#core/i18n/locales/en/companies.json').then((module) => module.default),
    chat: () => import('#core/i18n/locales/en/chat.json').then((module) => module.default),
  },
  hi: {
    common: () => import('#core/i18n/locales/hi/common.json').then((module) => module.default),
    jobs: () => import('#core/i18n/locales/hi/jobs.json').then((module) => module.default),
    shell: () => import('#core/i18n/locales/hi/shell.json').then((module) => module.default),
    pages: () => import('#core/i18n/locales/hi/pages.json').then((module) => module.default),
    landing: () => import('#core/i18n/locales/hi/landing.json').then((module) => module.default),
    auth: () => import('#core/i18n/locales/hi/auth.json').then((module) => module.default),
    account: () => import('#core/i18n/locales/hi/account.json').then((module) => module.default),
    admin: () => import('#core/i18n/locales/hi/admin.json').then((module) => module.default),
    mailbox: () => import('#core/i18n/locales/hi/mailbox.json').then((module) => module.default),
    oauth: () => import('#core/i18n/locales/hi/oauth.json').then((module) => module.default),
    resume: () => import('#core/i18n/locales/hi/resume.json').then((module) => module.default),
    workspace: () => import('#core/i18n/locales/hi/workspace.json').then((module) => module.default),
    billing: () => import('#core/i18n/locales/hi/billing.json').then((module) => module.default),
    interviews: () => import('#core/i18n/locales/hi/interviews.json').then((module) => module.default),
    ats: () => import('#core/i18n/locales/hi/ats.json').then((module) => module.default),
    guides: () => import('#core/i18n/locales/hi/guides.json').then((module) => module.default),
    blog: () => import('#core/i18n/locales/hi/blog.json').then((module) => module.default),
    site: () => import('#core/i18n/locales/hi/site.json').then((module) => module.default),
    companies: () => import('#core/i18n/locales/hi/companies.json').then((module) => module.default),
    chat: () => import('#core/i18n/locales/hi/chat.json').then((module) => module.default),
  },
}

const nameLoaders: Partial<Record<SupportedLanguage, () => Promise<NameTranslations>>> = {
  hi: () => import('#core/i18n/locales/hi/names.json').then((module) => module.default),
}

const loaded = new Map<SupportedLanguage, LoadedResources>()

/** The namespaces among `values` (e.g. the words of `data-translations`), in their canonical order. */
export function readNamespaces(values: Iterable<string>): Namespace[] {
  const wanted = new Set(values)
  return namespaces.filter((namespace) => wanted.has(namespace))
}

function isComplete(resources: LoadedResources): resources is LanguageResources {
  return namespaces.every((namespace) => resources[namespace] !== undefined)
}

async function loadNamespace(language: SupportedLanguage, resources: LoadedResources, namespace: Namespace): Promise<void> {
  if (resources[namespace] !== undefined) return
  const loadNames = nameLoaders[language]
  const needsNames = namespace === 'jobs' && loadNames !== undefined && resources[NAMES_NAMESPACE] === undefined
  const [bundle, names] = await Promise.all([loaders[language][namespace](), needsNames ? loadNames() : undefined])
  // `jobs` counts as loaded only with the names: a component that renders once `jobs` is ready would
  // otherwise show the places in English, and nothing would render it again when the names came.
  if (names !== undefined) resources[NAMES_NAMESPACE] = names
  Object.assign(resources, { [namespace]: bundle })
}

/**
 * Loads these namespaces of a language (with `jobs`, the language's names of places and roles) once;
 * later calls answer from memory. Resolves to everything of the language loaded so far.
 */
export async function loadNamespaces(language: SupportedLanguage, wanted: Iterable<Namespace>): Promise<LoadedResources> {
  const resources = loaded.get(language) ?? {}
  loaded.set(language, resources)
  await Promise.all([...new Set(wanted)].map((namespace) => loadNamespace(language, resources, namespace)))
  return resources
}

/** Loads every namespace of a language once; later calls answer from memory. */
export async function loadLanguageResources(language: SupportedLanguage): Promise<LanguageResources> {
  const resources = await loadNamespaces(language, namespaces)
  if (!isComplete(resources)) throw new Error(`The ${language} translations did not load completely`)
  return resources
}

export function loadAllLanguageResources(): Promise<LanguageResources[]> {
  return Promise.all(supportedLanguages.map((language) => loadLanguageResources(language)))
}

/** Every translation of a language if it has loaded completely (the server's case). */
export function getLanguageResources(language: SupportedLanguage): LanguageResources | undefined {
  const resources = loaded.get(language)
  return resources && isComplete(resources) ? resources : undefined
}

/** One namespace of a language if it has loaded, for code that must answer at once (a route's meta). */
export function getLoadedNamespace<N extends Namespace>(language: SupportedLanguage, namespace: N): Bundles[N] | undefined {
  return loaded.get(language)?.[namespace]
}

/** The namespaces of a language loaded so far. */
export function getLoadedNamespaces(language: SupportedLanguage): Namespace[] {
  const resources = loaded.get(language)
  return resources ? namespaces.filter((namespace) => resources[namespace] !== undefined) : []
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

/** The text of one namespace (or of `names`) of a language if it has loaded, for the translator (setup.ts). */
export function getLoadedBundle(language: SupportedLanguage, namespace: string): unknown {
  const resources = loaded.get(language)
  return resources && Object.hasOwn(resources, namespace) ? resources[namespace as keyof LoadedResources] : undefined
}

/** Every language loaded so far, by language and namespace. */
export function getLoadedResources(): Partial<Record<SupportedLanguage, LoadedResources>> {
  return Object.fromEntries(loaded)
}
