import { preloadModule } from 'react-dom'
import { useMatches } from 'react-router'
import translationChunks from 'virtual:language-chunks'
import { NAMES_NAMESPACE } from './resources.ts'
import { collectPageNamespaces } from './translations-handle.ts'

/**
 * For the root layout: the page's namespaces, for `<html data-translations>` (which
 * entry.client.tsx reads), each of whose chunks in this language is modulepreloaded with the rest
 * of the page's JavaScript. The chunks' URLs are known to the server build only (vite.config.ts).
 */
export function usePageTranslations(language: string, nonce: string | undefined, shouldPreload = true): string {
  const pageNamespaces = collectPageNamespaces(useMatches())
  const chunkKeys: string[] = pageNamespaces.map((namespace) => `${language}/${namespace}`)
  if (pageNamespaces.includes('jobs')) chunkKeys.push(`${language}/${NAMES_NAMESPACE}`)
  for (const key of shouldPreload ? chunkKeys : []) {
    const url = translationChunks[key]
    if (url) preloadModule(url, { as: 'script', nonce })
  }
  return pageNamespaces.join(' ')
}
