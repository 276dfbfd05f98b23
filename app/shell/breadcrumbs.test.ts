import { describe, expect, it } from 'vitest'
import { jobPageBreadcrumb } from '#app/features/job-pages/index.ts'
import type { JobPageData } from '#app/features/job-pages/index.ts'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { breadcrumbJsonLd, buildBreadcrumbTrail, type BreadcrumbHandle, type BreadcrumbMatch } from './breadcrumbs.ts'
import { scrollRestorationKey } from './scroll-restoration.ts'

await loadAllLanguageResources()
const en = createI18n('en').t
const hi = createI18n('hi').t

const root: BreadcrumbMatch = { pathname: '/', loaderData: {}, handle: undefined }

const settingsHandle: BreadcrumbHandle = { breadcrumb: ({ t }) => [{ label: t('shell:breadcrumbs.settings') }] }
const notificationsHandle: BreadcrumbHandle = {
  breadcrumb: ({ t }) => [{ label: t('shell:breadcrumbs.settings'), to: '/settings' }, { label: t('shell:breadcrumbs.notifications') }],
}

/** Just enough of a found job page for its breadcrumb: the target is all it reads. */
function foundPage(target: Extract<JobPageData, { status: 'found' }>['target']): BreadcrumbMatch {
  return { pathname: '/jobs', loaderData: { status: 'found', target }, handle: jobPageBreadcrumb }
}

function labels(matches: BreadcrumbMatch[], pathname: string, t = en) {
  return buildBreadcrumbTrail(matches, { pathname, search: '' }, t).map((item) => `${item.label}${item.isCurrent ? '*' : ` (${item.to})`}`)
}

describe('breadcrumb trail', () => {
  it('is empty on the home page and where no route names a step', () => {
    expect(labels([root, { pathname: '/', loaderData: null, handle: settingsHandle }], '/')).toEqual([])
    expect(labels([root, { pathname: '/auth', loaderData: null, handle: undefined }], '/auth')).toEqual([])
    expect(labels([root, { pathname: '/x', loaderData: null, handle: { breadcrumb: 'not a function' } }], '/x')).toEqual([])
  })

  it('starts at Home and ends at the current page, unlinked', () => {
    expect(labels([root, { pathname: '/settings', loaderData: null, handle: settingsHandle }], '/settings')).toEqual([
      'Home (/)',
      'Settings*',
    ])
    expect(
      labels([root, { pathname: '/settings/notifications', loaderData: null, handle: notificationsHandle }], '/settings/notifications', hi),
    ).toEqual(['होम (/)', 'सेटिंग्स (/settings)', 'सूचनाएँ*'])
  })

  it('names job listings from their loader data', () => {
    const plain = { kind: 'jobs', isFeatured: false, isRemote: false, isEveryPlaceEqual: false, search: null } as const
    expect(labels([root, foundPage(plain)], '/jobs')).toEqual(['Home (/)', 'All Jobs*'])
    expect(labels([root, foundPage({ ...plain, isRemote: true })], '/jobs')).toEqual(['Home (/)', 'All Jobs (/jobs)', 'Remote jobs*'])
    expect(labels([root, foundPage({ kind: 'visa' })], '/visa-sponsorship-jobs')).toEqual(['Home (/)', 'Visa sponsorship jobs*'])
    expect(
      labels([root, { pathname: '/jobs/nowhere', loaderData: { status: 'notFound' }, handle: jobPageBreadcrumb }], '/jobs/nowhere'),
    ).toEqual([])
  })

  it('writes BreadcrumbList JSON-LD with absolute URLs', () => {
    const trail = buildBreadcrumbTrail(
      [root, { pathname: '/settings', loaderData: null, handle: settingsHandle }],
      { pathname: '/settings', search: '' },
      en,
    )
    expect(breadcrumbJsonLd(trail, 'https://jobyatra.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://jobyatra.example/' },
        { '@type': 'ListItem', position: 2, name: 'Settings', item: 'https://jobyatra.example/settings' },
      ],
    })
  })
})

describe('scroll restoration key', () => {
  it('keeps one position for home and each guide page, one per history entry elsewhere', () => {
    expect(scrollRestorationKey({ pathname: '/', key: 'a1' })).toBe('/')
    expect(scrollRestorationKey({ pathname: '/guides/canada', key: 'b2' })).toBe('/guides/canada')
    expect(scrollRestorationKey({ pathname: '/guides', key: 'c3' })).toBe('/guides')
    expect(scrollRestorationKey({ pathname: '/jobs', key: 'd4' })).toBe('d4')
    expect(scrollRestorationKey({ pathname: '/guidesx', key: 'e5' })).toBe('e5')
  })
})
