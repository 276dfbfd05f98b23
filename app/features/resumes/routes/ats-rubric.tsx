import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { loadPublicPageMeta } from '#app/lib/public-page-meta.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { AtsRubricView } from '#app/features/resumes/components/ats-rubric-view.tsx'
import { loadAtsRubric } from '#app/features/resumes/load-ats-rubric.server.ts'
import type { Route } from './+types/ats-rubric'

/** /ats-rubric (issue 20 "ATS check"): the ATS check's rubric, its method, and each template's parseability as measured. */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const page = await loadAtsRubric(request)
  return { ...page, meta: await loadPublicPageMeta(request, context, { title: page.title, description: page.description }) }
})

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('ats', 'resume'),
  breadcrumb: ({ t }) => [{ label: t('shell:nav.resumeBuilder'), to: '/resume-builder' }, { label: t('ats:panel.title') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function AtsRubricPage({ loaderData }: Route.ComponentProps) {
  return <AtsRubricView measured={loaderData.measured} skillCount={loaderData.skillCount} />
}
