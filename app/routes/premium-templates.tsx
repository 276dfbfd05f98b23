import { LayoutTemplate } from 'lucide-react'
import { ComingSoon, gatedPageMeta } from '#app/features/account/index.ts'
import { loadPremiumTemplatesPage } from '#app/features/billing/index.server.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { translationsHandle } from '#app/i18n/translations-handle.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/premium-templates'

/**
 * /premium-templates (spec 000 §4 "Route guard"): premium only; anyone else is sent to /pricing by the
 * page gate. The templates themselves arrive with the resume builder (issue 20).
 */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadPremiumTemplatesPage(request, context))

export const handle = translationsHandle('billing', 'account')

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function PremiumTemplatesPage() {
  const { t } = useTranslation('billing')
  return (
    <ComingSoon
      icon={LayoutTemplate}
      title={t('templates.heading')}
      description={t('templates.text')}
      items={[t('templates.active'), t('rows.premium_templates')]}
    />
  )
}
