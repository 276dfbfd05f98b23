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
  /** The route's id ('routes/not-found' for the 404 page, which has no trail). */
  id?: string
  pathname: string
  loaderData: unknown
  handle: unknown
}

function isBreadcrumbHandle(handle: unknown): handle is BreadcrumbHandle {
  return typeof handle === 'object' && handle !== null && 'breadcrumb' in handle && typeof handle.breadcrumb === 'function'
}

function isStep(value: unknown): value is BreadcrumbStep {
  if (typeof value !== 'object' || value === null || !('label' in value) || typeof value.label !== 'string') return false
  return !('to' in value) || value.to === undefined || typeof value.to === 'string'
}

/**
 * Steps a route names without code: `breadcrumbs: {label, to?}[]` in its loader data (labels already
 * in the reader's language; how the blog, guide and company pages name theirs) or in its `handle`.
 */
function readStepList(source: unknown): readonly BreadcrumbStep[] | null {
  if (typeof source !== 'object' || source === null || !('breadcrumbs' in source)) return null
  const { breadcrumbs } = source
  if (!Array.isArray(breadcrumbs) || !breadcrumbs.every(isStep)) return null
  return breadcrumbs
}

const NOT_FOUND_ROUTE_ID = 'routes/not-found'

/** The path segments the bar names by themselves (shell:breadcrumbs.segments), for pages that name no trail. */
const MAPPED_SEGMENTS = [
  'blog',
  'guides',
  'companies',
  'help',
  'about',
  'contact',
  'careers',
  'privacy-policy',
  'terms-of-service',
  'refund-policy',
  'keyboard-navigation-demo',
  'navigation-demo',
  'i18n-example',
] as const
type MappedSegment = (typeof MAPPED_SEGMENTS)[number]

function isMappedSegment(segment: string): segment is MappedSegment {
  return (MAPPED_SEGMENTS as readonly string[]).includes(segment)
}

/** A slug as words: hyphens turned to spaces, the first letter capitalised ('working-abroad' → 'Working abroad'). */
export function humaniseSlug(slug: string): string {
  const words = decodeURIComponent(slug).replaceAll('-', ' ').trim()
  return words.charAt(0).toLocaleUpperCase() + words.slice(1)
}

/**
 * The trail of a page that names none, from its path: shown only under a mapped first segment
 * (/about → About; /blog/topics/salaries → Blog > Salaries, spec 000 §2's topic trail), the later
 * segments as words.
 */
function stepsFromPath(pathname: string, t: Translate): BreadcrumbStep[] {
  const segments = pathname.split('/').filter((segment) => segment !== '')
  const [first, ...rest] = segments
  if (first === undefined || !isMappedSegment(first)) return []
  const steps: BreadcrumbStep[] = [{ label: t(`shell:breadcrumbs.segments.${first}`), to: `/${first}` }]
  const shown = first === 'blog' && rest[0] === 'topics' ? rest.slice(1) : rest
  shown.forEach((segment, index) => {
    steps.push({ label: humaniseSlug(segment), to: `/${segments.slice(0, segments.length - shown.length + index + 1).join('/')}` })
  })
  return steps
}

/**
 * The trail for the routes being shown: Home, then every step the matched routes name (a `handle`'s
 * `breadcrumb`, or `breadcrumbs` in the loader data or the handle), else the mapped labels of the
 * path's segments. Empty on the home page and when nothing names a step, which hides the bar.
 */
export function buildBreadcrumbTrail(
  matches: readonly BreadcrumbMatch[],
  location: { pathname: string; search: string },
  t: Translate,
): BreadcrumbItem[] {
  if (location.pathname === '/') return []
  let steps: { label: string; to: string }[] = []
  for (const match of matches) {
    const named = isBreadcrumbHandle(match.handle)
      ? match.handle.breadcrumb({ data: match.loaderData, pathname: location.pathname, search: location.search, t })
      : (readStepList(match.loaderData) ?? readStepList(match.handle) ?? [])
    for (const step of named) steps.push({ label: step.label, to: step.to ?? match.pathname })
  }
  const isNotFound = matches.at(-1)?.id === NOT_FOUND_ROUTE_ID
  if (steps.length === 0 && !isNotFound)
    steps = stepsFromPath(location.pathname, t).map((step) => ({ label: step.label, to: step.to ?? location.pathname }))
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
