import { MailboxPage } from '#app/features/mailbox/index.ts'
import { loadMailbox } from '#app/features/mailbox/index.server.ts'
import { serverRoute } from '#app/lib/server-route.server.ts'
import { SITE_NAME } from '#app/shell/site-name.ts'
import type { Route } from './+types/dev-mailbox'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/** /dev/mailbox: the local outbox, only where e-mail or SMS go to the local provider, never in production (404 there). */
/** The namespaces its page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('mailbox')

export const loader = serverRoute(({ request }: Route.LoaderArgs, context) => loadMailbox(request, context))

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? SITE_NAME }, { name: 'robots', content: 'noindex' }]
}

/** It shows sign-in codes and links: no cache may keep a copy. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

export default function DevMailboxRoute({ loaderData }: Route.ComponentProps) {
  return <MailboxPage entries={loaderData.entries} limit={loaderData.limit} />
}
