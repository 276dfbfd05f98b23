import type { Translate } from '#app/i18n/render.ts'

/** One step a page names: its label in the reader's language and, for a step above the page, its path. */
export interface BreadcrumbStep {
  label: string
  /** Where the step leads; the route's own path when left out. */
  to?: string
}

export interface BreadcrumbContext<Data> {
  /** The route's loader data; undefined when its loader failed or it has none. */
  data: Data | undefined
  pathname: string
  search: string
  t: Translate
}

/**
 * What a route module exports as `handle` to appear in the breadcrumb bar (spec 000 §2): the steps it
 * adds after Home, the last being the page itself. Blog and guide pages feed it later the same way,
 * e.g. Blog > cluster name > title from their loader data. A method, so a route can name its own loader
 * data type: React Router hands each route its own data, which the bar passes on unchanged.
 */
export interface BreadcrumbHandle<Data = unknown> {
  breadcrumb(context: BreadcrumbContext<Data>): readonly BreadcrumbStep[]
}

/** A step of the trail as shown: the last one is the current page and has no link. */
export interface BreadcrumbItem {
  label: string
  to: string
  isCurrent: boolean
}

/** The part of a React Router match the trail needs (useMatches() returns these). */
export interface BreadcrumbMatch {
  pathname: string
  loaderData: unknown
  handle: unknown
}

function isBreadcrumbHandle(handle: unknown): handle is BreadcrumbHandle {
  return typeof handle === 'object' && handle !== null && 'breadcrumb' in handle && typeof handle.breadcrumb === 'function'
}

/**
 * The trail for the routes being shown: Home, then every step the matched routes name. Empty on the
 * home page and when no route names a step, which hides the bar.
 */
export function buildBreadcrumbTrail(
  matches: readonly BreadcrumbMatch[],
  location: { pathname: string; search: string },
  t: Translate,
): BreadcrumbItem[] {
  if (location.pathname === '/') return []
  const steps: { label: string; to: string }[] = []
  for (const match of matches) {
    if (!isBreadcrumbHandle(match.handle)) continue
    const named = match.handle.breadcrumb({ data: match.loaderData, pathname: location.pathname, search: location.search, t })
    for (const step of named) steps.push({ label: step.label, to: step.to ?? match.pathname })
  }
  if (steps.length === 0) return []
  const trail = [{ label: t('shell:breadcrumbs.home'), to: '/' }, ...steps]
  return trail.map((step, index) => ({ ...step, isCurrent: index === trail.length - 1 }))
}

/** schema.org BreadcrumbList of a trail, with absolute URLs under `origin` (search engines show it as the result's path). */
export function breadcrumbJsonLd(trail: readonly BreadcrumbItem[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: new URL(item.to, origin).href,
    })),
  }
}
