import { useId, useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import type { LedgerRefund } from '#core/plans/ledger.ts'
import { paiseToRupeesText } from '#core/plans/invoice.ts'
import { refundEndpoints } from '#core/plans/plans.endpoints.ts'
import type { RefundDecision } from '#core/plans/payments.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { callApi } from '#app/lib/call-api.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { showToast } from '#app/ui/toast.tsx'

const rupees = (paise: number) => `₹${paiseToRupeesText(paise)}`

/**
 * A refund request on /admin/payments (decision 057): its state and, while it is requested, approve
 * (an amount, the refund policy's by default) or decline (a reason the buyer reads). The server decides
 * each request once, so a second press answers "already decided" and does nothing.
 */
export function RefundPanel({ refund, orderAmountPaise }: { refund: LedgerRefund; orderAmountPaise: number }) {
  const { t, i18n } = useTranslation('billing')
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null)
  const [reasonError, setReasonError] = useState<string | undefined>(undefined)
  const amountId = useId()
  const reasonId = useId()

  async function decide(kind: 'approve' | 'decline', run: () => Promise<RefundDecision>) {
    setBusy(kind)
    try {
      const decision = await run()
      const isGood = decision.outcome === 'refunded' || decision.outcome === 'declined'
      showToast({ title: t(`ledger.outcome.${decision.outcome}`), type: isGood ? 'success' : 'error' })
      await revalidator.revalidate()
    } catch {
      showToast({ title: t('ledger.failed'), type: 'error' })
    } finally {
      setBusy(null)
    }
  }

  function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const rupeesText = String(new FormData(event.currentTarget).get('amount') ?? '')
    const amountPaise = Math.round(Number(rupeesText) * 100)
    void decide('approve', () => callApi(refundEndpoints.approve, { params: { id: String(refund.id) }, body: { amountPaise } }))
  }

  function decline(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim()
    if (reason.length < 3) {
      setReasonError(t('ledger.reasonRequired'))
      return
    }
    setReasonError(undefined)
    void decide('decline', () => callApi(refundEndpoints.decline, { params: { id: String(refund.id) }, body: { reason } }))
  }

  const statusLabel =
    refund.status === 'requested'
      ? t('ledger.refundStatus.requested', { days: refund.unusedDays })
      : refund.status === 'refunded'
        ? t('ledger.refundStatus.refunded', { amount: rupees(refund.refundedPaise ?? 0) })
        : t(`ledger.refundStatus.${refund.status}`)
  const tone = refund.status === 'refunded' ? 'success' : refund.status === 'declined' ? 'neutral' : 'danger'
  const amountHint = t('ledger.amountHint', { amount: rupees(refund.suggestedPaise), max: rupees(orderAmountPaise) })

  return (
    <div className="mt-3 rounded-xl border border-line p-3" data-testid="refund-panel">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={tone}>{statusLabel}</Badge>
        {refund.decidedBy && refund.decidedAt ? (
          <span className="text-ink-muted">
            {t('ledger.decidedBy', { who: refund.decidedBy, at: formatIndiaDateTime(refund.decidedAt, i18n.language) })}
          </span>
        ) : null}
      </p>
      {refund.declineReason ? <p className="mt-1 text-ink-muted">{refund.declineReason}</p> : null}
      {refund.status === 'requested' ? (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <form onSubmit={approve} className="flex flex-col gap-2">
            <Field id={amountId} label={t('ledger.amountLabel')} hint={amountHint}>
              <Input
                {...describedBy(amountId, { hint: amountHint })}
                name="amount"
                type="number"
                inputMode="decimal"
                min={1}
                max={orderAmountPaise / 100}
                step={0.01}
                required
                defaultValue={(refund.suggestedPaise / 100).toFixed(2)}
              />
            </Field>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'approve' ? t('ledger.approving') : t('ledger.approve')}
            </Button>
          </form>
          <form onSubmit={decline} className="flex flex-col gap-2" noValidate>
            <Field id={reasonId} label={t('ledger.reasonLabel')} error={reasonError}>
              <Input {...describedBy(reasonId, { error: reasonError })} name="reason" maxLength={500} />
            </Field>
            <Button type="submit" variant="outline" disabled={busy !== null}>
              {busy === 'decline' ? t('ledger.declining') : t('ledger.decline')}
            </Button>
          </form>
        </div>
      ) : null}
    </div>
  )
}
