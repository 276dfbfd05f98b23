import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { loadPublicPageMeta } from '#app/lib/public-page-meta.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { href } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { RelatedLinks } from '#app/shell/related-links.tsx'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { ResumeBuilderView } from '#app/features/resumes/components/resume-builder-view.tsx'
import { loadResumeBuilder } from '#app/features/resumes/load-builder.server.ts'
import type { Route } from './+types/resume-builder'

/** /resume-builder (issue 20): guests and signed-in people alike; a signed-in person's resumes come with the page. */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const page = await loadResumeBuilder(request, context)
  return { ...page, meta: await loadPublicPageMeta(request, context, { title: page.title, description: page.description }) }
})

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('resume'),
  breadcrumb: ({ t }) => [{ label: t('shell:nav.resumeBuilder') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

function BuilderRelatedLinks() {
  const { t } = useTranslation('shell')
  return (
    <RelatedLinks
      links={[
        { label: t('relatedLinks.atsRubric'), to: href('/ats-rubric') },
        { label: t('nav.allJobs'), to: href('/jobs') },
        { label: t('nav.interviewPrep'), to: href('/mock-interview') },
        { label: t('nav.blog'), to: '/blog' },
      ]}
    />
  )
}

export default function ResumeBuilderPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResumeBuilderView
        key={loaderData.userId ?? 'guest'}
        userId={loaderData.userId}
        start={loaderData.start}
        emptyDocument={loaderData.emptyDocument}
        templates={loaderData.templates}
      />
      <BuilderRelatedLinks />
    </>
  )
}
