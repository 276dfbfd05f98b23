import type { LedgerOrder } from '#core/plans/ledger.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'

/** /admin/payments: the payments ledger, behind its area's staff gate (admins; decision 051). */
export async function loadPaymentsLedger(request: Request, context: RequestContext): Promise<{ title: string; orders: LedgerOrder[] }> {
  await gatePage(request, context, 'staff')
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('billing', language)
  return { title: withSiteName(t('ledger.heading')), orders: await context.services.payments.readLedger() }
}
