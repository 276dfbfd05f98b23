import { House, Search } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import { buttonClasses } from '#app/ui/button.tsx'

/** The 404 of spec 000 §2 and 001 §2: 'Oops! Page not found' and a Return to Home link. */
export function NotFoundContent() {
  const { t } = useTranslation('shell')
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-brand-500 sm:text-8xl">
        404
      </p>
      <h1 id="not-found-heading" className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-base text-ink-muted">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={href('/')} className={buttonClasses({ size: 'lg' })}>
          <House aria-hidden="true" className="size-5" />
          {t('notFound.returnHome')}
        </Link>
        <Link to={href('/jobs')} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <Search aria-hidden="true" className="size-5" />
          {t('notFound.browseJobs')}
        </Link>
      </div>
    </section>
  )
}
