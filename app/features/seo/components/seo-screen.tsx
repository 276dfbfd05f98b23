import { Form, Link } from 'react-router'
import type { HeadIssue } from '#core/seo/head-checks.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import type { SeoPageRow } from '#app/features/seo/admin-seo.server.ts'

const inputClasses = 'mt-1 w-full rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm text-ink'

function IssueList({ issues, failure }: { issues: readonly HeadIssue[]; failure: string | null }) {
  const { t } = useTranslation('admin')
  if (failure !== null) return <p className="text-sm font-semibold text-danger-700">{t('seo.unreadable', { reason: failure })}</p>
  if (issues.length === 0) return <p className="text-sm text-success-700">{t('seo.ok')}</p>
  return (
    <ul className="space-y-1 text-sm">
      {issues.map((issue) => (
        <li key={issue.kind} className={issue.level === 'error' ? 'font-semibold text-danger-700' : 'text-warning-800'}>
          {issue.kind === 'missing'
            ? t('seo.missing', { field: t(issue.field === 'title' ? 'seo.fieldTitle' : 'seo.fieldDescription') })
            : t(`seo.${issue.kind}`, { count: issue.length })}
        </li>
      ))}
    </ul>
  )
}

export interface SeoListing {
  pages: readonly SeoPageRow[]
  total: number
  query: string
  page: number
  pageCount: number
}

function listingHref(query: string, page: number): string {
  const params = new URLSearchParams()
  if (query !== '') params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search === '' ? '/admin/seo' : `/admin/seo?${search}`
}

/**
 * /admin/seo: every public page, 50 a page and searchable by path, one card each with its head as
 * crawlers read it and its checks; the override form opens from the card.
 */
export function SeoScreen({ listing, savedPath }: { listing: SeoListing; savedPath: string | null }) {
  const { t } = useTranslation('admin')
  const { pages, total, query, page, pageCount } = listing
  return (
    <AdminPage heading={t('areas.seo')} intro={t('seo.intro')}>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 text-sm font-medium text-ink">
          {t('seo.search')}
          <input type="search" name="q" defaultValue={query} maxLength={200} className={inputClasses} />
        </label>
        <button type="submit" className={buttonClasses({ variant: 'outline' })}>
          {t('seo.searchButton')}
        </button>
      </Form>
      <p className="mt-3 text-sm text-ink-muted" role="status">
        {query === '' ? t('seo.total', { count: total }) : t('seo.matching', { count: total, query })}
        {pageCount > 1 ? ` · ${t('seo.pageOf', { page, pages: pageCount })}` : ''}
      </p>
      {total === 0 && query !== '' ? <p className="mt-4 text-ink">{t('seo.noMatch')}</p> : null}
      {savedPath === null ? null : (
        <p role="status" className="mt-4 rounded-lg bg-success-50 px-3 py-2 text-sm text-success-800">
          {t('seo.saved', { path: savedPath })}
        </p>
      )}
      <ul className="mt-6 space-y-4">
        {pages.map((page) => (
          <li key={page.path} className="rounded-2xl border border-line bg-surface-raised p-4">
            <p className="font-mono text-sm break-all text-ink-muted">{page.path}</p>
            <p className="mt-1 font-semibold text-ink">{page.title}</p>
            <p className="mt-1 text-sm text-ink-muted">{page.description}</p>
            <div className="mt-2">
              <IssueList issues={page.issues} failure={page.failure} />
              {page.override ? <p className="mt-1 text-xs font-semibold text-brand-700">{t('seo.overridden')}</p> : null}
            </div>
            <details className="mt-3" open={savedPath === page.path}>
              <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-200">{t('seo.edit')}</summary>
              <Form method="post" className="mt-3 grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
                <input type="hidden" name="path" value={page.path} />
                <label className="text-xs font-medium text-ink-muted">
                  {t('seo.overrideTitle')}
                  <input name="title" defaultValue={page.override?.title ?? ''} maxLength={200} className={inputClasses} />
                </label>
                <label className="text-xs font-medium text-ink-muted">
                  {t('seo.overrideDescription')}
                  <input name="description" defaultValue={page.override?.description ?? ''} maxLength={500} className={inputClasses} />
                </label>
                <button type="submit" className={buttonClasses({ size: 'sm' })}>
                  {t('seo.save')}
                </button>
              </Form>
            </details>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label={t('seo.pageOf', { page, pages: pageCount })} className="mt-6 flex justify-between gap-2">
          {page > 1 ? (
            <Link to={listingHref(query, page - 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('seo.previous')}
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link to={listingHref(query, page + 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('seo.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminPage>
  )
}
