import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { STATIC_PUBLIC_PATHS } from '#core/seo/public-pages.ts'
import { buildJob, daysAgo, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { createWebHandler, isServerBuild } from '#server/web/react-router.ts'

/**
 * The public pages as search engines read them: each page's HTML rendered by the real app (route
 * modules through Vite's SSR loader, served by the same Hono app and web handler as in production).
 */

let vite: ViteDevServer
let database: DatabaseHandle
let app: TestApp

const OPEN_JOB = 'jy0000000000a001'
const EXPIRED_JOB = 'jy0000000000a002'

beforeAll(async () => {
  vite = await createViteServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'silent' })
  const loadBuild = async () => {
    const build: unknown = await vite.ssrLoadModule('virtual:react-router/server-build')
    if (!isServerBuild(build)) throw new Error('virtual:react-router/server-build did not load')
    return build
  }
  database = await openDatabase({ kind: 'pglite', dataDir: null })
  await insertJobs(database, [
    buildJob({ job_id: OPEN_JOB, job_title: 'Data Analyst', employer_name: 'Infosys', job_city: 'Pune', job_state: 'Maharashtra' }),
    buildJob({ job_id: 'jy0000000000a003', job_title: 'Data Analyst', employer_name: 'Wipro', job_city: 'Pune', job_state: 'Maharashtra' }),
    buildJob(
      { job_id: EXPIRED_JOB, job_title: 'Data Analyst', employer_name: 'Old Corp', job_city: 'Pune', job_state: 'Maharashtra' },
      { isActive: false, expiredAt: daysAgo(0) },
    ),
  ])
  app = buildTestApp(database, {
    env: { NODE_ENV: 'production' },
    web: createWebHandler({ loadBuild, mode: 'production', publicUrl: TEST_PUBLIC_URL }),
  })
  await app.request('/no-such-page-warm-up')
}, 180_000)

afterAll(async () => {
  await vite.close()
  await database.close()
})

interface Head {
  title: string
  description: string
  canonical: string
  ogTitle: string
}

function decode(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')
}

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'))
  const pick = (pattern: RegExp) => decode(pattern.exec(head)?.[1] ?? '')
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
  }
}

describe('every public page has its own head', () => {
  const pages = [...STATIC_PUBLIC_PATHS, `/jobs/${OPEN_JOB}`, '/jobs/in-pune', '/jobs/data-analyst']

  it('a non-empty, unique title and description, an absolute canonical URL and og:title', async () => {
    const heads = new Map<string, Head>()
    for (const path of pages) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      const head = readHead(await response.text())
      expect(head.title, path).not.toBe('')
      expect(head.description.length, path).toBeGreaterThan(20)
      expect(head.canonical, path).toMatch(/^https?:\/\//)
      expect(new URL(head.canonical).pathname, path).toBe(new URL(path, TEST_PUBLIC_URL).pathname)
      expect(head.ogTitle, path).toBe(head.title)
      heads.set(path, head)
    }
    const titles = [...heads.values()].map((head) => head.title)
    expect(new Set(titles).size).toBe(titles.length)
    const descriptions = [...heads.values()].map((head) => head.description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  }, 120_000)
})

describe('a job page', () => {
  it("an open job's page is the posting, with its JobPosting data and a way to apply", async () => {
    const response = await app.request(`/jobs/${OPEN_JOB}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">Data Analyst</h1>')
    expect(html).toContain('"@type":"JobPosting"')
    expect(html).toContain(`href="/jobs/${OPEN_JOB}/apply"`)
  })

  it('of an expired job answers 410 Gone with a link to similar open jobs, not indexed', async () => {
    const response = await app.request(`/jobs/${EXPIRED_JOB}`)
    expect(response.status).toBe(410)
    const html = await response.text()
    expect(html).toContain('This job has expired')
    expect(html).toContain('href="/jobs/data-analyst"')
    expect(html).toContain('<meta name="robots" content="noindex"')
  })

  it('of an id we never held is the 404 page', async () => {
    expect((await app.request('/jobs/jy00000000000fff')).status).toBe(404)
  })
})

describe('the fast home (/?amp)', () => {
  it('has no JavaScript at all: no script files, module scripts, preloads or inline scripts', async () => {
    const response = await app.request('/?amp')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    expect(html).not.toContain('modulepreload')
    // Only structured data may stay: it is not executed.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
    expect(scripts.every((attributes) => attributes.includes('application/ld+json'))).toBe(true)
    // The hero, the search form to /jobs and the first results.
    expect(html).toContain('id="hero-heading"')
    expect(html).toMatch(/<form[^>]*action="\/jobs" method="get"/)
    expect(html).toContain(`href="/jobs/${OPEN_JOB}"`)
    expect(readHead(html).canonical).toBe(`${TEST_PUBLIC_URL}/`)
  })

  it('while the full home page does load its scripts (after its first paint, decision 077)', async () => {
    const html = await (await app.request('/')).text()
    // The names app/lib/scripts-after-paint.ts gives them until the first paint.
    expect(html).toMatch(/<script[^>]*type="module-after-paint"/)
    expect(html).toContain('rel="modulepreload-after-paint"')
    // …and the loader that starts them is there with them, or the page would never hydrate.
    expect(html).toContain('PerformanceObserver')
  })

  it('a listing starts its scripts after its first paint too, a page that needs JavaScript at once', async () => {
    const listing = await (await app.request('/jobs/in-bengaluru')).text()
    expect(listing).toMatch(/<script[^>]*type="module-after-paint"/)
    expect(listing).toContain('PerformanceObserver')
    const builder = await (await app.request('/resume-builder')).text()
    expect(builder).toMatch(/<script[^>]*type="module" async=""/)
    expect(builder).toContain('rel="modulepreload"')
    expect(builder).not.toContain('after-paint')
  })
})
