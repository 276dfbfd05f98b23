import { BellRing } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { ComingSoon, gatedPageMeta } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { href } from 'react-router'
import type { Route } from './+types/settings-notifications'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'

export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const { titleFor } = await openGatedPage(request, context)
  return { title: titleFor('meta.notifications') }
})

/** Its trail (app/shell/breadcrumbs.ts) and the namespaces it renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('account'),

  breadcrumb: ({ t }) => [
    { label: t('shell:breadcrumbs.settings'), to: href('/settings') },
    { label: t('shell:breadcrumbs.notifications') },
  ],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return gatedPageMeta(loaderData?.title)
}

export default function NotificationSettingsPage() {
  const { t } = useTranslation('account')
  return (
    <ComingSoon
      icon={BellRing}
      title={t('placeholders.notifications.title')}
      description={t('placeholders.notifications.description')}
      items={[
        t('placeholders.notifications.items.whatsapp'),
        t('placeholders.notifications.items.email'),
        t('placeholders.notifications.items.status'),
      ]}
    />
  )
}
