import { readNamespaces, SHELL_NAMESPACES, type Namespace } from './resources.ts'

/**
 * A route's `handle` names the translation namespaces its page renders beyond the shell's
 * (`export const handle = translationsHandle('account')`), so the page's HTML can fetch them with
 * its JavaScript and the browser load them before it hydrates. A namespace a route forgets still
 * loads when a component asks for it (setup.ts), only later: after a round trip, before hydration.
 */
export interface TranslationsHandle {
  translations: readonly Namespace[]
}

export function translationsHandle(...translations: Namespace[]): TranslationsHandle {
  return { translations }
}

/** The attribute of <html> (root.tsx) that tells the browser which namespaces the server rendered the page with. */
const PAGE_TRANSLATIONS_ATTRIBUTE = 'data-translations'

function hasTranslations(handle: unknown): handle is TranslationsHandle {
  return typeof handle === 'object' && handle !== null && 'translations' in handle && Array.isArray(handle.translations)
}

/** The shell's namespaces and those of every matched route's handle. */
export function collectPageNamespaces(matches: ReadonlyArray<{ handle: unknown }>): Namespace[] {
  const named = matches.flatMap((match) => (hasTranslations(match.handle) ? match.handle.translations : []))
  return readNamespaces([...SHELL_NAMESPACES, ...named])
}

/** The namespaces the browser must load before it hydrates, from the page's <html>. */
export function readPageNamespaces(root: Pick<Element, 'getAttribute'>): Namespace[] {
  return readNamespaces([...SHELL_NAMESPACES, ...(root.getAttribute(PAGE_TRANSLATIONS_ATTRIBUTE) ?? '').split(' ')])
}
