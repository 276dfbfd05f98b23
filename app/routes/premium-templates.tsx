import { gatedPageMeta } from '#app/features/account/index.ts'
import { loadPremiumTemplatesPage } from '#app/features/billing/index.server.ts'
import { PremiumTemplatesGallery } from '#app/features/resumes/index.ts'
import { loadGalleryTemplates } from '#app/features/resumes/index.server.ts'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/premium-templates'

/**
 * /premium-templates (spec 000 §4 "Route guard"): premium only; anyone else is sent to /pricing by the
 * page gate. The gallery of premium resume templates, each opening the resume builder (decision 059);
 * the ones staff disabled are left out (decision 072).
 */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const page = await loadPremiumTemplatesPage(request, context)
  return { ...page, templates: await loadGalleryTemplates(context) }
})

export const handle = translationsHandle('billing', 'account', 'resume')

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function PremiumTemplatesPage({ loaderData }: Route.ComponentProps) {
  return <PremiumTemplatesGallery templates={loaderData.templates} />
}
