import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { formatRupees } from '#core/format/number.ts'
import type { LedgerOrder } from '#core/plans/ledger.ts'
import { AdminPage } from '#app/features/admin/index.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { invoiceUrl } from './api.ts'
import { RefundPanel } from './refund-panel.tsx'

/**
 * /admin/payments: the latest orders with every ledger row (order made, captured, failed, activated,
 * signature rejected, amount mismatch, refund requested, refunded, refund declined), each order's
 * invoice, and refund requests staff approve or decline (decisions 051, 057).
 */
export function LedgerScreen({ orders }: { orders: LedgerOrder[] }) {
  const { t, i18n } = useTranslation('billing')
  const when = (iso: string) => formatIndiaDateTime(iso, i18n.language)
  return (
    <AdminPage heading={t('ledger.heading')} intro={t('ledger.intro')}>
      <p className="mb-4 text-sm text-ink-muted">{t('ledger.refundPolicy')}</p>
      {orders.length === 0 ? (
        <p className="text-base text-ink-muted">{t('ledger.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="ledger-orders">
          {orders.map((order) => (
            <li key={order.orderId} className="rounded-2xl border border-line bg-surface-raised p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <code className="font-mono text-ink">{order.orderId}</code>
                <span className="text-ink-muted">{order.email ?? t('ledger.deletedAccount')}</span>
                <span className="font-semibold text-ink">{formatRupees(order.amountPaise / 100, i18n.language)}</span>
                {order.activatedAt ? (
                  <Badge tone="success">{t('ledger.activated', { by: order.activatedBy ?? '' })}</Badge>
                ) : (
                  <Badge tone="accent">{t('ledger.notActivated')}</Badge>
                )}
                {order.invoiceNumber ? (
                  <a
                    href={invoiceUrl(order.orderId)}
                    download
                    className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
                    aria-label={t('ledger.downloadInvoice', { number: order.invoiceNumber })}
                  >
                    {t('ledger.invoice', { number: order.invoiceNumber })}
                  </a>
                ) : null}
              </div>
              <p className="mt-1 text-ink-muted">
                {t('ledger.created', { at: when(order.createdAt) })}
                {order.premiumUntil ? ` · ${t('ledger.premiumUntil', { at: when(order.premiumUntil) })}` : ''}
              </p>
              <ul className="mt-2 flex flex-col gap-1 text-ink-muted">
                {order.events.map((event, index) => (
                  <li key={index} className="font-mono text-xs">
                    {when(event.at)} · {event.kind} · {event.source}
                    {event.paymentId ? ` · ${event.paymentId}` : ''}
                    {event.amountPaise === null ? '' : ` · ${event.amountPaise}`}
                  </li>
                ))}
              </ul>
              {order.refund ? <RefundPanel refund={order.refund} orderAmountPaise={order.amountPaise} /> : null}
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  )
}
