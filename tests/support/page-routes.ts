import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import routes from '#app/routes.ts'
import { pageLocation } from '#app/lib/page-location.server.ts'

/**
 * The route module React Router runs a page's loader from: the deepest route of app/routes.ts (as the
 * features declare it) that matches the path, read as the server reads it (a client navigation's
 * `<path>.data` URL matches its page). Loader tests call it with the same URL.
 */

type Loader = (args: never) => Promise<unknown>

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  if (entry.index) return { index: true, handle: entry.file }
  return { path: entry.path ?? '', handle: entry.file, children: (entry.children ?? []).map(toRouteObject) }
}

function hasLoader(module: unknown): module is { loader: Loader } {
  return typeof module === 'object' && module !== null && 'loader' in module && typeof module.loader === 'function'
}

/**
 * The route module a path (with or without a query) opens, or undefined when only the catch-all 404
 * route takes it: link tests ask it whether a link leads to a page of the route table.
 */
export function routeFileFor(path: string): string | undefined {
  const { pathname } = new URL(path, 'http://local')
  const last = matchRoutes(routes.map(toRouteObject), pathname)?.at(-1)?.route
  if (!last || last.path === '*' || typeof last.handle !== 'string') return undefined
  return last.handle
}

/** The loader of the page `url` opens, and the file of its route module. */
export async function loaderForPage(url: string): Promise<{ file: string; loader: Loader }> {
  const { pathname } = pageLocation(new Request(url))
  const matches = matchRoutes(routes.map(toRouteObject), pathname)
  const file: unknown = matches?.at(-1)?.route.handle
  if (typeof file !== 'string') throw new Error(`no route matches ${pathname}`)
  // The file is one of the route table's, known only when the path is matched.
  const module: unknown = await import(/* @vite-ignore */ `#app/${file}`)
  if (!hasLoader(module)) throw new Error(`${file} has no loader`)
  return { file, loader: module.loader }
}
