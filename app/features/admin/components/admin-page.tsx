import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'

/**
 * The frame of every admin page: a way back to /admin (not on /admin itself, nor for a role /admin
 * does not open), the heading and an introduction.
 */
export function AdminPage({
  heading,
  intro,
  hasHomeLink = true,
  children,
}: {
  heading: string
  intro?: ReactNode
  hasHomeLink?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <section aria-labelledby="admin-heading" className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      {hasHomeLink ? (
        <nav aria-label={t('breadcrumb')} className="mb-3 text-sm">
          <Link to={href('/admin')} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
            {t('breadcrumb')}
          </Link>
        </nav>
      ) : null}
      <h1 id="admin-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {heading}
      </h1>
      {intro ? <div className="mt-2 max-w-3xl text-base text-ink-muted">{intro}</div> : null}
      <div className="mt-8">{children}</div>
    </section>
  )
}
