import { gatedPageMeta, MockInterviewComingSoon } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/mock-interview'

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
