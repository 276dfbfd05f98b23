import { BrainCircuit } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { ComingSoon, gatedPageMeta } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { Route } from './+types/career-intelligence'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('account')

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const { titleFor } = await openGatedPage(request, context)
  return { title: titleFor('meta.careerIntelligence') }
})

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function CareerIntelligencePage() {
  const { t } = useTranslation('account')
  return (
    <ComingSoon
      icon={BrainCircuit}
      title={t('placeholders.careerIntelligence.title')}
      description={t('placeholders.careerIntelligence.description')}
      items={[
        t('placeholders.careerIntelligence.items.recommendations'),
        t('placeholders.careerIntelligence.items.salary'),
        t('placeholders.careerIntelligence.items.skills'),
      ]}
    />
  )
}
