import { data } from 'react-router'
import { gatedPageMeta, isMockInterviewSection, MockInterviewComingSoon } from '#app/features/account/index.ts'
import { notFoundPage, openGatedPage } from '#app/features/account/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { NotFoundContent } from '#app/shell/not-found-content.tsx'
import type { Route } from './+types/mock-interview-section'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** /mock-interview/{session,analytics,preparation}; any other section is the product's 404 (spec 000 §2). */
/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('account')

export const loader = serverRoute(async ({ request, params }: Route.LoaderArgs, context) => {
  if (!isMockInterviewSection(params.section)) {
    const { title } = await notFoundPage(request, context)
    return data({ section: null, title }, { status: 404 })
  }
  const { titleFor } = await openGatedPage(request, context)
  return { section: params.section, title: titleFor('meta.mockInterview') }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function MockInterviewSectionPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.section === null) return <NotFoundContent />
  return <MockInterviewComingSoon section={loaderData.section} />
}
