import { gatedPageMeta, MockInterviewComingSoon } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/mock-interview'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('account')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const { titleFor } = await openGatedPage(request, context)
  return { title: titleFor('meta.mockInterview') }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function MockInterviewPage() {
  return <MockInterviewComingSoon section={null} />
}
