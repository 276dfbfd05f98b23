import { Form } from 'react-router'
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

/** /admin/seo: one card per public page with its head as crawlers read it, its checks, and the override form. */
export function SeoScreen({ pages, savedPath }: { pages: readonly SeoPageRow[]; savedPath: string | null }) {
  const { t } = useTranslation('admin')
  return (
    <AdminPage heading={t('areas.seo')} intro={t('seo.intro')}>
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
          </li>
        ))}
      </ul>
    </AdminPage>
  )
}
