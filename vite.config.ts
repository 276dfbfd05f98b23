import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

const LANGUAGE_CHUNKS_ID = 'virtual:language-chunks'
const translationModulePattern = /\/core\/i18n\/locales\/(\w+)\/(\w+)\.json$/

/**
 * Each namespace of each language is a chunk of its own; the browser loads the page's before
 * hydrating (app/i18n/resources.ts), and React Router preloads only a route's static imports. This
 * records the translation chunks' URLs in the client build and hands them to the server build as
 * `virtual:language-chunks` ('hi/jobs' → URL), so the root can modulepreload the page's namespaces
 * with the rest of its JavaScript (app/i18n/page-translations.ts). The client build and the
 * development server see an empty map.
 */
function languageChunks(): Plugin {
  const urls: Record<string, string> = {}
  return {
    name: 'jobyatra:language-chunks',
    sharedDuringBuild: true,
    resolveId(id) {
      return id === LANGUAGE_CHUNKS_ID ? `\0${LANGUAGE_CHUNKS_ID}` : undefined
    },
    load(id) {
      return id === `\0${LANGUAGE_CHUNKS_ID}` ? `export default ${JSON.stringify(urls)}` : undefined
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue
        const match = translationModulePattern.exec(chunk.facadeModuleId)
        if (match) urls[`${match[1]}/${match[2]}`] = `/${chunk.fileName}`
      }
    },
  }
}

const rootModulePattern = /[\\/]app[\\/]root\.tsx(?:\?.*)?$/
const frameworkPattern = /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/

/**
 * What every page runs besides the framework: the modules the root route imports, followed through
 * their static imports, found when the client build has read every module. `shellChunk.test` puts
 * them in one chunk instead of the 40-odd small chunks the automatic splitting cut them into (each
 * gzipped apart, and each a request): fewer, larger chunks (issue 17, decision 032). A module the
 * shell imports is on every page anyway, so no page loads more for it.
 */
function shellChunk(): Plugin & { test: (id: string) => boolean } {
  const shellModules = new Set<string>()
  return {
    name: 'jobyatra:shell-chunk',
    test: (id) => shellModules.has(id),
    buildEnd() {
      if (this.environment.name !== 'client') return
      const pending = [...this.getModuleIds()].filter((id) => rootModulePattern.test(id))
      const seen = new Set<string>()
      while (pending.length > 0) {
        const id = pending.pop()
        if (id === undefined || seen.has(id)) continue
        seen.add(id)
        const info = this.getModuleInfo(id)
        if (!info) continue
        if (!info.isEntry && !frameworkPattern.test(id)) shellModules.add(id)
        if (featureIndexPattern.test(id)) continue
        for (const imported of info.importedIds) {
          const icons = iconBarrelPattern.test(imported) ? iconsNamed(info.code, this.getModuleInfo(imported)?.code, imported) : null
          pending.push(...(icons ?? [imported]))
        }
      }
    },
  }
}

const iconBarrelPattern = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/

/**
 * The icon modules a shell module names from lucide-react's barrel (`import { Menu, X } from
 * 'lucide-react'`), instead of the barrel, which reaches every icon: followed whole, it put every icon
 * any page draws into the shell chunk, so each feature's icons weighed on every page. Null when the
 * import cannot be read, and the barrel is followed as before.
 */
function iconsNamed(code: string | null, barrelCode: string | null | undefined, barrelId: string): string[] | null {
  if (!code || !barrelCode) return null
  const files = new Map<string, string>()
  for (const [, names, file] of barrelCode.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g)) if (name && file) files.set(name, file)
  }
  const named = [...code.matchAll(/import \{([^}]*)\} from ["']lucide-react["']/g)].flatMap(([, list]) =>
    (list ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter((name) => name !== ''),
  )
  return named
    .map((name) => files.get(name))
    .filter((file): file is string => file !== undefined)
    .map((file) => path.join(path.dirname(barrelId), file))
}
const shell = shellChunk()

/**
 * A feature's index.ts only re-exports its public face (CONVENTIONS.md §3), so the bundler may treat
 * it as free of side effects: a page that imports a feature's small parts through it (the jobs
 * feature's URL helpers) then imports those modules alone, not every component the index also names
 * (the jobs feature's search form and results, and TanStack Query with them).
 */
const featureIndexPattern = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), languageChunks(), shell],
  server: { hmr: { port: 24678 } },
  // The libraries every page runs (React, React Router: the stack's floor, ~115 kB gzip; our own
  // translation runtime, app/i18n, replaced i18next, decision 046) are one chunk, and clsx another,
  // instead of being spread over chunks named after
  // whichever of our modules came first ("jsx-runtime", "button"): fewer requests, one gzip stream, and
  // `npm run bench:web` shows the floor as one line (decision 031). TanStack Query is a chunk of its
  // own, loaded only by pages that query (decision 032).
  environments: {
    client: {
      build: {
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => !featureIndexPattern.test(id) },
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: frameworkPattern, priority: 2 },
                { name: 'shell', test: shell.test, priority: 1.5 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
                { name: 'ui-kit', test: /node_modules[\\/]clsx[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  // Pre-bundled when the development server starts. Some of these load only on use (zod, the dialog),
  // so the dependency scan misses them, and finding them on the first page load made Vite re-bundle
  // and the page fail to hydrate ("504 Outdated Optimize Dep") until it reloaded.
  optimizeDeps: {
    include: ['@radix-ui/react-dialog', '@tanstack/react-query', 'lucide-react', 'zod'],
  },
})
