/**
 * The payments ledger as staff read it (/admin/payments; decision 051): the latest orders, each with
 * what happened to it, amounts in paise. Plain TypeScript: the loader hands it to the screen.
 */
export interface LedgerEvent {
  kind: string
  source: string
  paymentId: string | null
  amountPaise: number | null
  at: string
}

export interface LedgerOrder {
  orderId: string
  /** The buyer's address; null once their account was deleted (the payment stays, unlinked). */
  email: string | null
  amountPaise: number
  currency: string
  createdAt: string
  activatedAt: string | null
  activatedBy: string | null
  premiumUntil: string | null
  events: LedgerEvent[]
  /** The GST invoice issued when it activated (decision 057). */
  invoiceNumber: string | null
  refund: LedgerRefund | null
}

/** A refund request (a cancellation of running premium) and staff's decision on it. */
export interface LedgerRefund {
  id: number
  status: 'requested' | 'processing' | 'refunded' | 'declined'
  unusedDays: number
  /** What the refund policy gives back: the unused whole days' share of the price, in paise. */
  suggestedPaise: number
  refundedPaise: number | null
  declineReason: string | null
  decidedBy: string | null
  decidedAt: string | null
}

/**
 * The refund policy (decision 057): a cancelled premium is refunded for its unused whole days, the
 * price's share of each day left, in whole paise rounded down.
 */
export function refundForUnusedDays(amountPaise: number, unusedDays: number, planDays: number): number {
  const days = Math.min(Math.max(unusedDays, 0), planDays)
  return Math.floor((amountPaise * days) / planDays)
}
