import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { href, Link } from 'react-router'

/** The frame of every admin page: a way back to /admin (except on it), the heading and an introduction. */
export function AdminPage({
  heading,
  intro,
  isHome = false,
  children,
}: {
  heading: string
  intro?: ReactNode
  isHome?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <section aria-labelledby="admin-heading" className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      {isHome ? null : (
        <nav aria-label={t('breadcrumb')} className="mb-3 text-sm">
          <Link to={href('/admin')} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
            {t('breadcrumb')}
          </Link>
        </nav>
      )}
      <h1 id="admin-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {heading}
      </h1>
      {intro ? <div className="mt-2 max-w-3xl text-base text-ink-muted">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </section>
  )
}
