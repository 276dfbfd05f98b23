import { beforeAll, describe, expect, test } from 'vitest'
import { ADMIN_AREAS, ADMIN_PATHS, adminAreaForPath, hasAreaAccess, STAFF_ROLES, type StaffRole } from '#core/auth/roles.ts'
import { loadLanguageResources } from '#app/i18n/resources.ts'
import type { Services } from '#server/services.ts'
import { buildLoaderArgs, readLoaderAnswer } from '#tests/support/loader-args.ts'
import { loaderForPage } from '#tests/support/page-routes.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

/**
 * Issue 10's access matrix: every /admin page of spec 000 §2 and every admin API, with no session, a
 * signed-in user without a staff role, and each of the five roles. Pages: 302 to /auth (signed out),
 * to / (role not in the area's list) or 200; APIs: 401, 403 or 200 (spec 000 §6, explicit lists).
 */

type Caller = 'signed-out' | 'not-staff' | StaffRole
const CALLERS: Caller[] = ['signed-out', 'not-staff', ...STAFF_ROLES]

/** The blog's post and cluster the content routes act on (made in beforeAll). */
const blogTargets = { postId: '', clusterId: '' }

/** A post body every allowed caller may PUT again and again (the same draft each time). */
function blogPostBody() {
  return {
    title: 'Access matrix draft',
    slug: 'access-matrix-draft',
    excerpt: 'A draft the access matrix writes as each role.',
    body: 'The body of the draft the access matrix writes as each role, long enough.',
    cluster_id: blogTargets.clusterId,
    author_name: 'Matrix',
    status: 'draft',
    publish_at: null,
  }
}

/** The admin APIs, each with the area whose list it checks (null: any staff role), and its success status (200 unless said). */
const ADMIN_APIS: Array<{
  method: 'GET' | 'PUT' | 'POST' | 'PATCH'
  path: (targetId: string) => string
  body?: unknown
  area: string | null
  ok?: 200 | 201
}> = [
  { method: 'GET', path: () => '/api/admin/areas', area: null },
  { method: 'GET', path: () => '/api/admin/users?email=example', area: '/admin/users' },
  { method: 'PUT', path: (targetId) => `/api/admin/users/${targetId}/role`, body: { role: 'analyst' }, area: '/admin/users' },
  // Enabling an enabled account and taking away no grant change nothing: each role may ask again and again (decision 071).
  {
    method: 'PUT',
    path: (targetId) => `/api/admin/users/${targetId}/disabled`,
    body: { disabled: false, reason: 'Access matrix' },
    area: '/admin/users',
  },
  {
    method: 'PUT',
    path: (targetId) => `/api/admin/users/${targetId}/premium-grant`,
    body: { until: null, reason: 'Access matrix' },
    area: '/admin/users',
  },
  { method: 'GET', path: () => '/api/admin/system-settings', area: '/admin/system-settings' },
  {
    method: 'PUT',
    path: () => '/api/admin/system-settings',
    body: {
      flags: { aiAssistant: true, whatsappDigest: true, signUps: true, blogGenerator: true },
      maintenance: { isOn: false, message: '' },
    },
    area: '/admin/system-settings',
  },
  { method: 'GET', path: () => '/api/admin/audit-log', area: '/admin/audit-log' },
  { method: 'GET', path: () => '/api/admin/dashboard', area: '/admin/dashboard' },
  // The sources' writes are tried per role in server/features/admin/sources-routes.test.ts.
  { method: 'GET', path: () => '/api/admin/sources', area: '/admin/sources' },
  // The resend is tried per role in server/features/admin/email-log-routes.test.ts.
  { method: 'GET', path: () => '/api/admin/email-logs', area: '/admin/email-logs' },
  // The resume templates and analytics (decision 072); the write leaves the template as the catalogue has it.
  { method: 'GET', path: () => '/api/admin/resume-templates', area: '/admin/resume-templates' },
  {
    method: 'PATCH',
    path: () => '/api/admin/resume-templates/tech',
    body: { enabled: true, premium: false },
    area: '/admin/resume-templates',
  },
  { method: 'GET', path: () => '/api/admin/resume-analytics?days=7', area: '/admin/resume-analytics' },
  // The blog's content routes (decision 062): each write checks its own area's list.
  {
    method: 'PUT',
    path: () => `/api/blog/admin/posts/${blogTargets.postId}`,
    get body() {
      return blogPostBody()
    },
    area: '/admin/posts',
  },
  {
    method: 'PUT',
    path: () => `/api/blog/admin/clusters/${blogTargets.clusterId}`,
    body: { name: 'Access matrix', slug: 'access-matrix', description: '', name_hi: '', description_hi: '' },
    area: '/admin/clusters',
  },
  {
    method: 'POST',
    path: () => '/api/blog/admin/generate',
    get body() {
      return { topic: 'Access matrix topic', keywords: '', cluster_id: blogTargets.clusterId }
    },
    area: '/admin/content-generator',
    ok: 201,
  },
]

function expectedPage(caller: Caller, path: string): 200 | '/auth' | '/' {
  if (caller === 'signed-out') return '/auth'
  if (caller === 'not-staff') return '/'
  const area = adminAreaForPath(path)
  if (!area) throw new Error(`${path} is not in the table`)
  return hasAreaAccess(caller, area) ? 200 : '/'
}

function expectedApi(caller: Caller, area: string | null, ok: 200 | 201 = 200): 200 | 201 | 401 | 403 {
  if (caller === 'signed-out') return 401
  if (caller === 'not-staff') return 403
  if (area === null) return ok
  const resolved = adminAreaForPath(area)
  if (!resolved) throw new Error(`${area} is not in the table`)
  return hasAreaAccess(caller, resolved) ? ok : 403
}

/**
 * Runs the loader of the route the path matches (app/routes.ts, as the features declare it) as React
 * Router would, and reads its answer as a status and a Location.
 */
async function requestPage(
  services: Services,
  path: string,
  cookie: string | undefined,
): Promise<{ status: number; location: string | null }> {
  const url = `${TEST_PUBLIC_URL}${path}`
  const { args } = buildLoaderArgs(url, services, cookie ? { cookie } : {})
  const { loader } = await loaderForPage(url)
  const { status, location } = await readLoaderAnswer(() => loader(args))
  return { status, location }
}

describeOnDatabases('the admin access matrix', (getHandle) => {
  let app: TestApp
  let services: Services
  const cookies = new Map<Caller, string | undefined>()
  let targetId = ''

  beforeAll(async () => {
    await Promise.all([loadLanguageResources('en'), loadLanguageResources('hi')])
    services = buildTestServices(getHandle())
    app = buildTestApp(getHandle(), { services })
    cookies.set('signed-out', undefined)
    cookies.set('not-staff', (await createSignedInAccount(app, getHandle(), { email: 'member@example.com' })).cookie)
    for (const role of STAFF_ROLES) {
      cookies.set(role, (await createSignedInAccount(app, getHandle(), { email: `${role.replace('_', '-')}@example.com`, role })).cookie)
    }
    // The target of the role writes: a plain user whose role each allowed caller may set to analyst.
    targetId = (await createSignedInAccount(app, getHandle(), { email: 'target@example.com' })).userId
    const actor = { userId: targetId, email: 'target@example.com' }
    const cluster = await services.blog.createCluster(actor, {
      name: 'Access matrix',
      slug: 'access-matrix',
      description: '',
      name_hi: '',
      description_hi: '',
    })
    blogTargets.clusterId = cluster.id
    const post = await services.blog.createPost(actor, { ...blogPostBody(), status: 'draft', seo_title: null, seo_description: null })
    blogTargets.postId = post.id
  })

  // /admin/posts/:id/edit opens a real post (an unknown id is the 404): its id is put in when the test runs.
  const pagePaths = ADMIN_PATHS.map((path) => path.replace(':id', 'post-42'))

  describe.each(CALLERS)('%s', (caller) => {
    test.each(pagePaths)('page %s', async (shownPath) => {
      const path = shownPath.replace('post-42', blogTargets.postId)
      const answer = await requestPage(services, path, cookies.get(caller))
      const expected = expectedPage(caller, path)
      if (expected === 200) {
        expect(answer.status).toBe(200)
        return
      }
      expect(answer.status).toBe(302)
      expect(answer.location).toBe(expected === '/auth' ? `/auth?redirect=${encodeURIComponent(path)}` : '/')
    })

    test.each(ADMIN_APIS.map((api) => [`${api.method} ${api.path(':userId')}`, api] as const))('API %s', async (_name, api) => {
      const cookie = cookies.get(caller)
      const response = await app.request(api.path(targetId), {
        method: api.method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(api.body ? { 'content-type': 'application/json', origin: TEST_PUBLIC_URL } : {}),
        },
        ...(api.body ? { body: JSON.stringify(api.body) } : {}),
      })
      const expected = expectedApi(caller, api.area, api.ok)
      expect(response.status).toBe(expected)
      if (expected === 401 || expected === 403) {
        const body: unknown = await response.json()
        expect(body).toMatchObject({ error: { code: expected === 401 ? 'AUTH_REQUIRED' : 'INSUFFICIENT_PRIVILEGES' } })
      }
    })
  })

  test('a path under /admin outside the table is the 404 for every caller', async () => {
    for (const caller of CALLERS) {
      const answer = await requestPage(services, '/admin/not-an-area', cookies.get(caller))
      expect(answer.status, caller).toBe(404)
    }
  })

  test('a client-side navigation (the loader fetched as <path>.data) is gated as the page itself', async () => {
    const dataPath = '/admin/users.data?email=exa&_routes=admin%2Fusers'
    expect(await requestPage(services, dataPath, cookies.get('admin'))).toEqual({ status: 200, location: null })
    expect(await requestPage(services, dataPath, cookies.get('editor'))).toEqual({ status: 302, location: '/' })
    expect(await requestPage(services, dataPath, undefined)).toEqual({
      status: 302,
      location: `/auth?redirect=${encodeURIComponent('/admin/users?email=exa')}`,
    })
    expect(await requestPage(services, '/admin.data?_routes=admin%2Findex', cookies.get('editor'))).toEqual({
      status: 200,
      location: null,
    })
  })

  test('every area of the table has at least one page in the matrix', () => {
    for (const area of ADMIN_AREAS)
      expect(
        pagePaths.some((path) => adminAreaForPath(path) === area),
        area.key,
      ).toBe(true)
  })
})
