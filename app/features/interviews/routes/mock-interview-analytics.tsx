import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import { AnalyticsView } from '#app/features/interviews/components/analytics-view.tsx'
import { InterviewPage } from '#app/features/interviews/components/interview-nav.tsx'
import { loadAnalyticsPage } from '#app/features/interviews/load-pages.server.ts'
import type { Route } from './+types/mock-interview-analytics'

/** /mock-interview/analytics (spec 000 §2, sign-in required). */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadAnalyticsPage(request, context))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('interviews'),
  breadcrumb: ({ t }) => [{ label: t('interviews:meta.start'), to: '/mock-interview' }, { label: t('interviews:meta.analytics') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function MockInterviewAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('interviews')
  return (
    <InterviewPage title={t('analytics.title')} intro={t('analytics.intro')}>
      <AnalyticsView analytics={loaderData.analytics} />
    </InterviewPage>
  )
}
