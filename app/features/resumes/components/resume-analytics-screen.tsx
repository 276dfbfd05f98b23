import type { ReactNode } from 'react'
import { href } from 'react-router'
import type { DashboardPeriod } from '#core/admin/dashboard.ts'
import { formatIndiaDate } from '#core/format/india-date.ts'
import { formatCount } from '#core/format/number.ts'
import type { ResumeAnalytics } from '#core/resume/template-admin.schema.ts'
import { AdminPage, DailyBars, PeriodPicker } from '#app/features/admin/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { ChartTable } from '#app/ui/chart-table.tsx'

/**
 * /admin/resume-analytics (issue 24, decision 072): resumes created per India day, files exported per
 * format, the ATS checks' scores and the templates' use over 7, 30 or 90 days — every figure counted
 * from the database, each chart's numbers in a table a tap away, and an empty state where nothing was
 * recorded.
 */
export function ResumeAnalyticsScreen({ analytics, period }: { analytics: ResumeAnalytics; period: DashboardPeriod }) {
  const { t, i18n } = useTranslation('resume')
  const { t: admin } = useTranslation('admin')
  const language = i18n.language
  const createdTotal = analytics.created.reduce((sum, count) => sum + count, 0)
  const exportTotal = analytics.exports.reduce((sum, row) => sum + row.count, 0)
  const templateTop = Math.max(...analytics.templates.map((row) => row.resumes), 0)
  const createdSummary = t('staff.analytics.createdSummary', { total: createdTotal, count: analytics.days.length })
  return (
    <AdminPage heading={admin('areas.resumeAnalytics')} intro={t('staff.analytics.intro')}>
      <PeriodPicker path={href('/admin/resume-analytics')} period={period} className="mb-6" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('staff.analytics.created')} figure={formatCount(createdTotal, language)} testId="analytics-created">
          <DailyBars days={analytics.days} counts={analytics.created} label={createdSummary} />
          {createdTotal === 0 ? <Empty>{t('staff.analytics.empty')}</Empty> : null}
          <ChartTable
            caption={createdSummary}
            summary={t('staff.analytics.showTable')}
            columns={[t('staff.analytics.day'), t('staff.analytics.created')]}
            rows={[...analytics.days].reverse().map((day, index) => ({
              key: day,
              header: formatIndiaDate(`${day}T12:00:00+05:30`, language),
              cells: [analytics.created[analytics.days.length - 1 - index] ?? 0],
            }))}
          />
        </Panel>
        <Panel title={t('staff.analytics.exports')} figure={formatCount(exportTotal, language)} testId="analytics-exports">
          {exportTotal === 0 ? (
            <Empty>{t('staff.analytics.empty')}</Empty>
          ) : (
            <BarList
              label={t('staff.analytics.exportsSummary')}
              rows={analytics.exports.map((row) => ({
                key: row.format,
                name: row.format.toUpperCase(),
                value: row.count,
                shown: formatCount(row.count, language),
              }))}
            />
          )}
          <ChartTable
            caption={t('staff.analytics.exportsSummary')}
            summary={t('staff.analytics.showTable')}
            columns={[t('staff.analytics.format'), t('staff.analytics.files')]}
            rows={analytics.exports.map((row) => ({
              key: row.format,
              header: row.format.toUpperCase(),
              cells: [row.count],
            }))}
          />
        </Panel>
        <Panel
          title={t('staff.analytics.ats')}
          figure={t('staff.analytics.atsChecks', { count: analytics.ats.checks, formatted: formatCount(analytics.ats.checks, language) })}
          testId="analytics-ats"
        >
          {analytics.ats.average === null ? (
            <Empty>{t('staff.analytics.empty')}</Empty>
          ) : (
            <>
              <p className="text-sm font-semibold text-ink" data-testid="ats-average">
                {t('staff.analytics.atsAverage', { average: analytics.ats.average.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN') })}
              </p>
              <BarList
                label={t('staff.analytics.atsSummary')}
                rows={analytics.ats.buckets.map((bucket) => ({
                  key: String(bucket.from),
                  name: `${bucket.from}–${bucket.to}`,
                  value: bucket.count,
                  shown: formatCount(bucket.count, language),
                }))}
              />
            </>
          )}
          <ChartTable
            caption={t('staff.analytics.atsSummary')}
            summary={t('staff.analytics.showTable')}
            columns={[t('staff.analytics.score'), t('staff.analytics.checks')]}
            rows={analytics.ats.buckets.map((bucket) => ({
              key: String(bucket.from),
              header: `${bucket.from}–${bucket.to}`,
              cells: [bucket.count],
            }))}
          />
        </Panel>
        <Panel title={t('staff.analytics.templates')} testId="analytics-templates">
          {templateTop === 0 ? (
            <Empty>{t('staff.analytics.noResumes')}</Empty>
          ) : (
            <BarList
              label={t('staff.analytics.templatesSummary')}
              rows={analytics.templates
                .filter((row) => row.resumes > 0)
                .map((row) => ({
                  key: row.id,
                  name: t(`builder.template.${row.id}`),
                  value: row.resumes,
                  shown: formatCount(row.resumes, language),
                }))}
            />
          )}
          <ChartTable
            caption={t('staff.analytics.templatesSummary')}
            summary={t('staff.analytics.showTable')}
            columns={[t('staff.analytics.template'), t('staff.analytics.resumesNow'), t('staff.analytics.pdfs')]}
            rows={analytics.templates.map((row) => ({
              key: row.id,
              header: t(`builder.template.${row.id}`),
              cells: [row.resumes, row.exports],
            }))}
          />
        </Panel>
      </div>
    </AdminPage>
  )
}

function Panel({ title, figure, testId, children }: { title: string; figure?: string; testId: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-surface-raised p-4" data-testid={testId}>
      <h2 className="font-semibold text-ink">{title}</h2>
      {figure === undefined ? null : (
        <p className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid="panel-figure">
          {figure}
        </p>
      )}
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="py-2 text-sm text-ink-muted">{children}</p>
}

/** Horizontal bars, one a row, as one image for screen readers (the exact figures are the ChartTable below it). */
function BarList({ label, rows }: { label: string; rows: Array<{ key: string; name: string; value: number; shown: string }> }) {
  const top = Math.max(...rows.map((row) => row.value), 1)
  return (
    <div role="img" aria-label={label} className="flex flex-col gap-1.5 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2">
          <span className="truncate text-ink-muted">{row.name}</span>
          <span className="h-3 rounded bg-surface-muted">
            <span
              className="block h-3 rounded bg-brand-500 dark:bg-brand-300"
              style={{ width: `${row.value === 0 ? 0 : Math.max((row.value / top) * 100, 2)}%` }}
            />
          </span>
          <span className="text-end text-ink tabular-nums">{row.shown}</span>
        </div>
      ))}
    </div>
  )
}
