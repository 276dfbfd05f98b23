import { translationsHandle, type TranslationsHandle } from '#app/i18n/translations-handle.ts'
import { publicPageMeta } from '#app/lib/public-page-meta.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import type { BreadcrumbHandle } from '#app/shell/breadcrumbs.ts'
import { ContactView } from '#app/features/site-pages/components/contact-view.tsx'
import { loadSitePage } from '#app/features/site-pages/site-page.server.ts'
import { sendContactForm } from '#app/features/site-pages/contact-action.server.ts'
import type { Route } from './+types/contact'

/** /contact (spec 000 §2): the contact form (to the support inbox through the outbox) and the business details. */
export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadSitePage(request, context, 'contact', '/contact'))

/** The form posted without JavaScript (with it, the form sends to /api/contact and stays on the page). */
export const action = serverRoute(({ request }: Route.ActionArgs, context) => sendContactForm(request, context))

export const handle: BreadcrumbHandle & TranslationsHandle = {
  ...translationsHandle('site'),
  breadcrumb: ({ t }) => [{ label: t('site:contact.heading') }],
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicPageMeta(loaderData?.meta)
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactView data={loaderData} posted={actionData ?? null} />
}
