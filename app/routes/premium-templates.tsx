import { gatedPageMeta } from '#app/features/account/index.ts'
import { loadPremiumTemplatesPage } from '#app/features/billing/index.server.ts'
import { PremiumTemplatesGallery } from '#app/features/resumes/index.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/premium-templates'

/**
 * /premium-templates (spec 000 §4 "Route guard"): premium only; anyone else is sent to /pricing by the
 * page gate. The gallery of premium resume templates, each opening the resume builder (decision 059).
 */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadPremiumTemplatesPage(request, context))

export const handle = translationsHandle('billing', 'account', 'resume')

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function PremiumTemplatesPage() {
  return <PremiumTemplatesGallery />
}
