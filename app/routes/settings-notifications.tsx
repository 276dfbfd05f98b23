import { href } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { gatedPageMeta } from '#app/features/account/index.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import { NotificationSettings } from '#app/features/whatsapp/index.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import type { Route } from './+types/settings-notifications'

/** /settings/notifications (spec 000 §2, §3; decision 068): WhatsApp and e-mail job alerts, signed in only. */
export const loader = serverRoute(async ({ request }: Route.LoaderArgs, context) => {
  const { viewer, titleFor } = await openGatedPage(request, context)
  return { title: titleFor('meta.notifications'), settings: await context.services.whatsapp.readSettings(viewer.userId) }
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

export default function NotificationSettingsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account')
  return (
    <section aria-labelledby="notifications-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 id="notifications-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t('notificationSettings.title')}
      </h1>
      <p className="mt-2 text-base text-ink-muted">{t('notificationSettings.intro')}</p>
      <div className="mt-8">
        <NotificationSettings initial={loaderData.settings} />
      </div>
    </section>
  )
}
