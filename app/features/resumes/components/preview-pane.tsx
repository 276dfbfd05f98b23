import { useTranslation } from '#app/i18n/react.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import type { PreviewStatus } from '#app/features/resumes/editor/use-preview.ts'

/** The SVG pages of the preview, shown as images (no markup of theirs runs in the page), with their state. */
export function PreviewPane({ pages, status }: { pages: readonly string[]; status: PreviewStatus }) {
  const { t } = useTranslation('resume')
  const isStale = status === 'stale'
  return (
    <section aria-labelledby="resume-preview-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="resume-preview-heading" className="text-lg font-semibold">
          {t('builder.preview.heading')}
        </h2>
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          {status === 'rendering' ? <Spinner className="size-4" /> : null}
          {status === 'rendering' ? t('builder.preview.rendering') : null}
          {isStale ? <span className="font-semibold text-amber-800 dark:text-amber-200">{t('builder.preview.notCurrent')}</span> : null}
        </p>
      </div>
      {pages.length === 0 ? (
        <div className="flex min-h-64 items-center justify-center rounded-xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">
          {isStale ? t('builder.preview.unavailable') : t('builder.preview.empty')}
        </div>
      ) : (
        <ol className={isStale ? 'flex flex-col gap-4 opacity-70' : 'flex flex-col gap-4'}>
          {pages.map((page, index) => (
            <li key={index} className="overflow-hidden rounded-lg border border-line bg-white shadow-sm">
              <img
                className="block h-auto w-full"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(page)}`}
                alt={t('builder.preview.pageAlt', { page: index + 1, total: pages.length })}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
