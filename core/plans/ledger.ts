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
  refund: { status: string; unusedDays: number } | null
}
