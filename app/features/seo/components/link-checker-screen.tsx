import { useEffect } from 'react'
import { Form, useRevalidator } from 'react-router'
import { AdminPage } from '#app/features/admin/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import type { LinkCheckRun } from '#app/features/seo/admin-seo.server.ts'

/** How often the screen reads a running check's progress. */
const PROGRESS_INTERVAL_MS = 2_000

function RunSummary({ run }: { run: LinkCheckRun | null }) {
  const { t, i18n } = useTranslation('admin')
  if (run === null) return <p className="text-ink-muted">{t('linkChecker.never')}</p>
  if (run.status === 'queued') return <p role="status">{t('linkChecker.queued')}</p>
  if (run.status === 'running') {
    return <p role="status">{t('linkChecker.running', { pages: run.pagesCrawled, checked: run.linksChecked, found: run.linksFound })}</p>
  }
  if (run.status === 'failed')
    return <p className="font-semibold text-danger-700">{t('linkChecker.failed', { reason: run.failure ?? '' })}</p>
  const when = (run.finishedAt ?? run.createdAt).toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { timeZone: 'Asia/Kolkata' })
  return <p>{t('linkChecker.done', { when, checked: run.linksChecked, broken: run.broken.length })}</p>
}

/** /admin/link-checker: start a check, follow its progress, read the broken links. */
export function LinkCheckerScreen({ run }: { run: LinkCheckRun | null }) {
  const { t } = useTranslation('admin')
  const revalidator = useRevalidator()
  const isActive = run?.status === 'queued' || run?.status === 'running'
  useEffect(() => {
    if (!isActive) return
    const timer = setInterval(() => void revalidator.revalidate(), PROGRESS_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [isActive, revalidator])

  return (
    <AdminPage heading={t('areas.linkChecker')} intro={t('linkChecker.intro')}>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Form method="post">
          <button type="submit" disabled={isActive} className={buttonClasses()}>
            {t('linkChecker.start')}
          </button>
        </Form>
        <RunSummary run={run} />
      </div>
      {run?.status === 'done' && run.broken.length === 0 ? <p className="mt-4 text-success-700">{t('linkChecker.noBroken')}</p> : null}
      {run !== null && run.broken.length > 0 ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line text-ink-muted">
                <th className="py-2 pe-4">{t('linkChecker.url')}</th>
                <th className="py-2 pe-4">{t('linkChecker.foundOn')}</th>
                <th className="py-2">{t('linkChecker.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {run.broken.map((link) => (
                <tr key={`${link.url} ${link.foundOn}`} className="border-b border-line align-top">
                  <td className="py-2 pe-4 break-all">{link.url}</td>
                  <td className="py-2 pe-4 break-all">{link.foundOn || '—'}</td>
                  <td className="py-2">{link.status === null ? link.reason : `${link.status} (${link.reason})`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  )
}
