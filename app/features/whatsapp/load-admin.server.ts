import type { AdminAreaKey } from '#core/auth/roles.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'

/**
 * The WhatsApp admin screens' data (decision 068). Each loader passes its area's staff gate first (the
 * area of the page's path in core/auth/roles.ts); the API routes check the same role lists again.
 */
async function openScreen(request: Request, context: RequestContext, area: AdminAreaKey) {
  const { viewer } = await gatePage(request, context, 'staff')
  const t = createI18n(await readRequestLanguage(request)).getFixedT('admin')
  return { viewer, title: withSiteName(t('pageTitle', { area: t(`areas.${area}`) })) }
}

export async function loadWhatsappConfig(request: Request, context: RequestContext) {
  const { title } = await openScreen(request, context, 'whatsappConfig')
  return { title, config: context.services.whatsapp.readConfig() }
}

export async function loadWhatsappUsers(request: Request, context: RequestContext) {
  const { title } = await openScreen(request, context, 'whatsappUsers')
  return { title, users: await context.services.whatsapp.listUsers() }
}

export async function loadWhatsappBroadcasts(request: Request, context: RequestContext) {
  const { title } = await openScreen(request, context, 'whatsappBroadcasts')
  return { title, broadcasts: await context.services.whatsapp.listBroadcasts() }
}

export async function loadWhatsappMonitor(request: Request, context: RequestContext) {
  const { title } = await openScreen(request, context, 'whatsappMonitor')
  return { title, days: await context.services.whatsapp.readMonitor() }
}

export async function loadWhatsappDataRequests(request: Request, context: RequestContext) {
  const { title } = await openScreen(request, context, 'whatsappDataRequests')
  return { title, requests: await context.services.whatsapp.listDataRequests() }
}
