import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { beforeAll, describe, expect, test } from 'vitest'
import { ADMIN_PATHS, adminAreaForPath } from '#core/auth/roles.ts'
import { isSignInRequired } from '#app/features/auth/index.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import routes from '#app/routes.ts'
import type { Services } from '#server/services.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { buildTestApp, buildTestServices } from '#tests/support/services.ts'
import { createSignedInAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabase } from '#tests/support/test-database.ts'

/**
 * Every page of the route table (app/routes.ts) through the one page gate (issue 17 item 2, issue 18):
 * each route's URL, with sample values for its parameters, is loaded as React Router loads it (the
 * loaders of its whole match, parents first) signed out, signed in without a staff role, and as
 * staff. A page is gated when the admin table names it (staff) or the sign-in list the links use names
 * it (app/features/auth/sign-in-required.ts); a gated page must send a signed-out visitor to
 * /auth?redirect=<the page, with its query>, and an ungated one must not. A new gated page that forgets
 * the gate, forgets the return path, or is missing from the sign-in list fails here.
 */

const APP_DIR = path.resolve(import.meta.dirname, '../../app')
const QUERY = '?from=gate-test'

/** A value for each route parameter; a new parameter name needs one here. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = { slug: 'se-blr', section: 'session', id: 'post-42', countrySlug: 'germany' }

type Access = 'public' | 'signed-in' | 'premium' | 'staff'
type Loader = (args: never) => unknown

interface PageSample {
  /** The URL path requested. */
  url: string
  /** The route's pattern, for reading its parameters. */
  pattern: string
  /** The route modules of the match, outermost first. */
  files: string[]
}

/** The route table's pages: every route with a path or an index, under its parents' paths and modules. */
function listRoutes(
  entries: readonly RouteConfigEntry[],
  parentPath = '',
  parentFiles: string[] = [],
): Array<{ pattern: string; files: string[] }> {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parentPath : `${parentPath}/${entry.path}`.replace(/\/+/gu, '/')
    const files = [...parentFiles, entry.file]
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [{ pattern: pattern || '/', files }] : []
    return [...own, ...listRoutes(entry.children ?? [], pattern, files)]
  })
}

/** The URLs a route pattern is tried at: its parameters filled in; a splat under /admin is every admin page it serves. */
function samplesOf(route: { pattern: string; files: string[] }): PageSample[] {
  if (route.pattern === '/admin/*') {
    return ADMIN_PATHS.filter((adminPath) => adminPath !== '/admin').map((adminPath) => ({
      url: adminPath.replace(':id', SAMPLE_PARAMS.id ?? ''),
      ...route,
    }))
  }
  const url = route.pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return route.pattern === '/*' ? 'no-such-page' : 'anything'
      if (!segment.startsWith(':')) return segment
      const value = SAMPLE_PARAMS[segment.slice(1).replace(/\?$/u, '')]
      if (value === undefined) throw new Error(`page-gates.test.ts: add a sample value for ${segment} (${route.pattern})`)
      return value
    })
    .join('/')
  return [{ url: url || '/', ...route }]
}

function paramsOf(sample: PageSample): Record<string, string> {
  const params: Record<string, string> = {}
  const urlParts = sample.url.split('/')
  sample.pattern.split('/').forEach((segment, index) => {
    if (segment === '*') params['*'] = urlParts.slice(index).join('/')
    else if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/u, '')] = urlParts[index] ?? ''
  })
  return params
}

/** Spec 000 §4's premium route guard: without premium, to /pricing (/job-recommendations is premium-listed but left out). */
const PREMIUM_PAGES = ['/premium-templates']

function expectedAccess(url: string): Access {
  if (adminAreaForPath(url)) return 'staff'
  if (PREMIUM_PAGES.includes(url)) return 'premium'
  return isSignInRequired(url) ? 'signed-in' : 'public'
}

async function loadersOf(files: string[]): Promise<Loader[]> {
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(path.join(APP_DIR, file)).href) as Promise<{ loader?: Loader }>),
  )
  return modules.flatMap((module) => (module.loader ? [module.loader] : []))
}

/** Runs the match's loaders as React Router would; the first answer that is not a page (a redirect, an error status) is the answer. */
async function requestPage(
  services: Services,
  sample: PageSample,
  requestUrl: string,
  cookie?: string,
): Promise<{ status: number; location: string | null }> {
  for (const loader of await loadersOf(sample.files)) {
    const { args } = buildLoaderArgs(`http://localhost${requestUrl}`, services, { params: paramsOf(sample), ...(cookie ? { cookie } : {}) })
    const { status, location } = await readLoaderAnswer(() => loader(args))
    if (status >= 300) return { status, location }
  }
  return { status: 200, location: null }
}

const samples = listRoutes(routes).flatMap(samplesOf)
const gated = samples.filter((sample) => expectedAccess(sample.url) !== 'public')

beforeAll(async () => {
  await loadAllLanguageResources()
})

test('the route table has gated pages of both kinds to check, and every page a sample', () => {
  expect(gated.map((sample) => sample.url)).toEqual(
    expect.arrayContaining([
      '/dashboard',
      '/favorites',
      '/settings',
      '/jobs/se-blr/apply',
      '/admin',
      '/admin/users',
      '/admin/posts/post-42/edit',
    ]),
  )
  expect(samples.length).toBeGreaterThan(gated.length)
})

// The gate's decisions do not depend on the database kind (the usage and access tests run on both).
describeOnDatabase('pglite', 'the one page gate over the route table', (getHandle) => {
  let services: Services
  let memberCookie = ''
  let staffCookie = ''

  beforeAll(async () => {
    services = buildTestServices(getHandle())
    const app = buildTestApp(getHandle(), { services })
    memberCookie = (await createSignedInAccount(app, getHandle(), { name: 'Meera Iyer' })).cookie
    staffCookie = (await createSignedInAccount(app, getHandle(), { name: 'Kiran Rao', role: 'super_admin' })).cookie
    await insertJobs(getHandle(), [buildJob({ job_id: 'se-blr', job_title: 'Software Engineer' })])
  })

  describe('signed out', () => {
    test.each(samples.map((sample) => [sample.url, expectedAccess(sample.url), sample] as const))(
      '%s (%s)',
      async (url, access, sample) => {
        // Bare and with a query: /dashboard once lost its return path only when bare (issue 18).
        for (const requested of [url, `${url}${QUERY}`]) {
          const answer = await requestPage(services, sample, requested)
          if (access === 'public') expect(answer.location ?? '', requested).not.toMatch(/^\/auth/u)
          else expect(answer, requested).toEqual({ status: 302, location: `/auth?redirect=${encodeURIComponent(requested)}` })
        }
      },
    )

    test.each(gated.map((sample) => [sample.url, sample] as const))(
      '%s fetched by a client-side navigation (<path>.data) comes back to the page',
      async (url, sample) => {
        const dataUrl = url === '/' ? `/_.data${QUERY}&_routes=root` : `${url}.data${QUERY}&_routes=root`
        expect(await requestPage(services, sample, dataUrl)).toEqual({
          status: 302,
          location: `/auth?redirect=${encodeURIComponent(`${url}${QUERY}`)}`,
        })
      },
    )
  })

  describe('signed in without a staff role', () => {
    test.each(gated.map((sample) => [sample.url, expectedAccess(sample.url), sample] as const))('%s (%s)', async (url, access, sample) => {
      const answer = await requestPage(services, sample, url, memberCookie)
      if (access === 'staff') expect(answer).toEqual({ status: 302, location: '/' })
      else if (access === 'premium') expect(answer).toEqual({ status: 302, location: '/pricing?notice=premium-required' })
      else expect(answer).toEqual({ status: 200, location: null })
    })

    test('/job-recommendations is premium-listed but never sent to /pricing', async () => {
      const sample = samples.find((candidate) => candidate.url === '/job-recommendations')
      if (!sample) throw new Error('expected /job-recommendations in the route table')
      expect((await requestPage(services, sample, sample.url, memberCookie)).location ?? '').not.toMatch(/^\/pricing/u)
    })
  })

  test.each(gated.filter((sample) => expectedAccess(sample.url) === 'staff').map((sample) => [sample.url, sample] as const))(
    '%s opens for a super_admin',
    async (_url, sample) => {
      // A screen of one record (/admin/posts/:id/edit) passes the gate and answers 404 for the sample id, which no record has.
      const isRecordScreen = sample.url.split('/').includes(SAMPLE_PARAMS.id ?? '')
      expect(await requestPage(services, sample, sample.url, staffCookie)).toEqual({ status: isRecordScreen ? 404 : 200, location: null })
    },
  )
})
