import { Link } from 'react-router'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { InterviewPage } from '#app/features/interviews/components/interview-nav.tsx'
import { SessionView } from '#app/features/interviews/components/session-view.tsx'
import { loadSessionPage } from '#app/features/interviews/load-pages.server.ts'
import type { Route } from './+types/mock-interview-session'

/** /mock-interview/session?id=… (spec 000 §2, sign-in required): one question at a time, feedback after each. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadSessionPage(request, context))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('interviews'),
  breadcrumb: ({ t }) => [{ label: t('interviews:meta.start'), to: '/mock-interview' }, { label: t('interviews:meta.session') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function MockInterviewSessionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('interviews')
  const { session } = loaderData
  return (
    <InterviewPage title={t('meta.session')}>
      {session ? (
        <SessionView key={session.id} session={session} />
      ) : (
        <div className="rounded-2xl border border-line bg-surface-raised p-6 text-center">
          <h2 className="text-lg font-semibold text-ink">{t('session.missingTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('session.missingText')}</p>
          <Link to="/mock-interview" className={buttonClasses({ className: 'mt-4' })}>
            {t('session.startLink')}
          </Link>
        </div>
      )}
    </InterviewPage>
  )
}
