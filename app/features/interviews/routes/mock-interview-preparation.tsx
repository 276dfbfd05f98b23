import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import { InterviewPage } from '#app/features/interviews/components/interview-nav.tsx'
import { PreparationView } from '#app/features/interviews/components/preparation-view.tsx'
import { loadPreparationPage } from '#app/features/interviews/load-pages.server.ts'
import type { Route } from './+types/mock-interview-preparation'

/** /mock-interview/preparation?role=… (spec 000 §2, sign-in required): common questions per role with guidance. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadPreparationPage(request, context))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('interviews'),
  breadcrumb: ({ t }) => [{ label: t('interviews:meta.start'), to: '/mock-interview' }, { label: t('interviews:meta.preparation') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function MockInterviewPreparationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('interviews')
  return (
    <InterviewPage title={t('preparation.title')} intro={t('preparation.intro')}>
      <PreparationView role={loaderData.role} questions={loaderData.questions} />
    </InterviewPage>
  )
}
