/**
 * A page's initial JavaScript as the server's HTML declares it: every external script and
 * modulepreload, the inline scripts (not JSON data blocks), what inline scripts import (React Router's
 * hydration script imports the route modules and the entry), and every static import of those,
 * followed to the end; each gzipped on its own at zlib's default level. Dynamic imports of chunks
 * (dialogs, panels, the consent banner's Customise view, the other language) are not followed: they
 * load on use. Deterministic for a build, so the page-weight test (tests/e2e/page-weight.spec.ts)
 * and `npm run bench:web` share it.
 */
import { gzipSync } from 'node:zlib'
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from '#app/lib/scripts-after-paint.ts'

export type ScriptKind = 'module script' | 'script' | 'modulepreload' | 'inline' | 'inline import' | 'static import' | 'loaded at start-up'

export interface ScriptSize {
  kind: ScriptKind
  name: string
  rawBytes: number
  gzipBytes: number
}

export interface PageRequest {
  path: string
  language: 'en' | 'hi'
  /** The status the page answers with (the 404 page's is 404). */
  status: number
}

/** The headers of a phone's browser that chose `language` (the jy_language cookie). */
export function browserHeaders(page: Pick<PageRequest, 'language'>): Record<string, string> {
  return {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
    'accept-language': page.language === 'hi' ? 'hi-IN,hi;q=0.9,en;q=0.8' : 'en-IN,en;q=0.9',
    cookie: `jy_language=${page.language}`,
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  }
}

export async function collectInitialScripts(baseUrl: string, page: PageRequest): Promise<ScriptSize[]> {
  const response = await fetch(`${baseUrl}${page.path}`, { headers: browserHeaders(page) })
  const html = await response.text()
  if (response.status !== page.status) throw new Error(`${page.path} answered ${response.status}, not ${page.status}`)
  const expectedLang = `lang="${page.language}"`
  if (!html.includes(expectedLang)) throw new Error(`${page.path} was not rendered in ${page.language} (no ${expectedLang})`)

  const scripts: ScriptSize[] = []
  const queue: Array<{ url: string; kind: ScriptKind }> = []
  const seen = new Set<string>()
  const enqueue = (specifier: string, from: string, kind: ScriptKind) => {
    const url = new URL(specifier, from).href
    if (seen.has(url)) return
    seen.add(url)
    queue.push({ url, kind })
  }
  const pageUrl = `${baseUrl}${page.path}`

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/giu)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    const src = readAttribute(attributes, 'src')
    // The hydration script and the modulepreloads start after the first paint under other names (decision 077).
    const declaredType = readAttribute(attributes, 'type')
    const type = declaredType === DEFERRED_MODULE_TYPE ? 'module' : declaredType
    if (src !== null) {
      enqueue(src, pageUrl, type === 'module' ? 'module script' : 'script')
      continue
    }
    // JSON-LD and other data blocks are not executed.
    if (type !== null && type !== 'module' && type !== 'text/javascript') continue
    if (body.trim() === '') continue
    const bytes = Buffer.from(body)
    scripts.push({ kind: 'inline', name: describeInline(body), rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length })
    for (const specifier of findImports(body, { includeDynamic: true })) enqueue(specifier, pageUrl, 'inline import')
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/giu)) {
    const attributes = match[1] ?? ''
    const href = readAttribute(attributes, 'href')
    const rel = readAttribute(attributes, 'rel')
    if ((rel === 'modulepreload' || rel === DEFERRED_PRELOAD_REL) && href !== null) enqueue(href, pageUrl, 'modulepreload')
  }

  for (let index = 0; index < queue.length; index += 1) {
    const item = queue[index]
    if (!item) continue
    const scriptResponse = await fetch(item.url)
    const bytes = Buffer.from(await scriptResponse.arrayBuffer())
    if (!scriptResponse.ok) throw new Error(`${item.url} answered ${scriptResponse.status}`)
    scripts.push({ kind: item.kind, name: new URL(item.url).pathname, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length })
    for (const specifier of findImports(bytes.toString('utf8'), { includeDynamic: false })) {
      enqueue(specifier, item.url, 'static import')
    }
  }
  return scripts
}

export function sumScripts(scripts: readonly ScriptSize[]): { rawBytes: number; gzipBytes: number } {
  return scripts.reduce(
    (total, script) => ({ rawBytes: total.rawBytes + script.rawBytes, gzipBytes: total.gzipBytes + script.gzipBytes }),
    { rawBytes: 0, gzipBytes: 0 },
  )
}

function readAttribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'iu').exec(attributes)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? null
}

/**
 * Module specifiers of static imports and re-exports (`import … from "x"`, `import "x"`,
 * `export … from "x"`) in minified output; dynamic `import("x")` only when asked.
 */
function findImports(code: string, { includeDynamic }: { includeDynamic: boolean }): string[] {
  const specifiers: string[] = []
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/gu)) {
    if (match[1]) specifiers.push(match[1])
  }
  if (includeDynamic) {
    for (const match of code.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/gu)) {
      if (match[1]) specifiers.push(match[1])
    }
  }
  return specifiers
}

function describeInline(body: string): string {
  if (body.includes('__reactRouterContext')) return '(inline) router context and loader data'
  if (body.includes('__reactRouterRouteModules')) return '(inline) route module imports'
  if (/\bimport\b/u.test(body)) return '(inline) module imports'
  return `(inline) ${body.trim().slice(0, 40).replace(/\s+/gu, ' ')}…`
}
