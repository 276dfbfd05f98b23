import { Download, ReceiptIndianRupee } from 'lucide-react'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { formatRupees } from '#core/format/number.ts'
import { paiseToRupeesText } from '#core/plans/invoice.ts'
import type { MyPayment } from '#core/plans/payments.schema.ts'
import { Link, href } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { Badge } from '#app/ui/badge.tsx'
import { buttonClasses } from '#app/ui/button.tsx'
import { invoiceUrl } from './api.ts'

/**
 * /settings "Payments and invoices" (issue 22; decision 057): each premium payment with its GST tax
 * invoice to download and, after a cancellation, what became of the refund request.
 */
export function PaymentsCard({ payments }: { payments: MyPayment[] }) {
  const { t, i18n } = useTranslation('billing')
  return (
    <section
      id="payments"
      aria-labelledby="settings-payments"
      className="scroll-mt-24 rounded-3xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="settings-payments" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ReceiptIndianRupee aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        {t('payments.heading')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('payments.description')}</p>
      <div className="mt-5">
        {payments.length === 0 ? (
          <p className="text-sm text-ink-muted">
            {t('payments.empty')}{' '}
            <Link to={href('/pricing')} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200">
              {t('payments.seePlans')}
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="payments-list">
            {payments.map((payment) => (
              <li
                key={payment.orderId}
                className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {t('payments.item', { amount: formatRupees(payment.amountPaise / 100, i18n.language) })}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {t('payments.paidAt', { at: formatIndiaDateTime(payment.paidAt, i18n.language) })}
                  </p>
                  {payment.invoiceNumber ? (
                    <p className="text-sm text-ink-muted">{t('payments.invoiceNumber', { number: payment.invoiceNumber })}</p>
                  ) : null}
                  <RefundState refund={payment.refund} />
                </div>
                {payment.invoiceNumber ? (
                  // A plain download: the server names the PDF (Content-Disposition: attachment).
                  <a
                    href={invoiceUrl(payment.orderId)}
                    download
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    aria-label={t('payments.downloadLabel', { number: payment.invoiceNumber })}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {t('payments.download')}
                  </a>
                ) : (
                  <p className="text-sm text-ink-muted">{t('payments.noInvoice')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function RefundState({ refund }: { refund: MyPayment['refund'] }) {
  const { t } = useTranslation('billing')
  if (!refund) return null
  switch (refund.status) {
    case 'requested':
      return <RefundLine tone="accent" label={t('payments.refund.requested')} />
    case 'processing':
      return <RefundLine tone="accent" label={t('payments.refund.processing')} />
    case 'refunded':
      return (
        <RefundLine tone="success" label={t('payments.refund.refunded', { amount: `₹${paiseToRupeesText(refund.refundedPaise ?? 0)}` })} />
      )
    case 'declined':
      return <RefundLine tone="danger" label={t('payments.refund.declined')} detail={refund.declineReason} />
  }
}

function RefundLine({ tone, label, detail = null }: { tone: 'accent' | 'success' | 'danger'; label: string; detail?: string | null }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink">
      <Badge tone={tone}>{label}</Badge>
      {detail ? <span className="text-ink-muted">{detail}</span> : null}
    </p>
  )
}
