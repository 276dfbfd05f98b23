import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import { InterviewPage } from '#app/features/interviews/components/interview-nav.tsx'
import { StartForm } from '#app/features/interviews/components/start-form.tsx'
import { loadStartPage } from '#app/features/interviews/load-pages.server.ts'
import type { Route } from './+types/mock-interview'

/** /mock-interview (spec 000 §2, sign-in required): choose a role, level, and optionally a tracked job and a resume. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadStartPage(request, context))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('interviews'),
  breadcrumb: ({ t }) => [{ label: t('interviews:meta.start') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

export default function MockInterviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('interviews')
  return (
    <InterviewPage title={t('start.title')} intro={t('start.intro')}>
      <StartForm initialRole={loaderData.role} applications={loaderData.applications} resumes={loaderData.resumes} last={loaderData.last} />
    </InterviewPage>
  )
}
