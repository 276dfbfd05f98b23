import { indiaCalendarDay } from '#core/format/india-day.ts'
import { eq, sql } from 'drizzle-orm'
import { PREMIUM_PLAN } from '#core/plans/plans.ts'
import {
  financialYearOf,
  formatInvoiceNumber,
  GST_STATE_CODES,
  splitGst,
  stateOfCode,
  type InvoiceData,
  type InvoiceSupplier,
} from '#core/plans/invoice.ts'
import type { Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { invoiceCounters, invoices, paymentOrders, profiles, user } from '#server/db/schema/index.ts'
import { readLocation } from '#server/lib/place-lookup.ts'

/**
 * GST tax invoices (issue 22; decision 057): one per activated order, numbered gap-free per financial
 * year in the transaction that activates the order, with every printed value frozen in `invoices.data`.
 */

export interface InvoiceSettings {
  supplier: InvoiceSupplier
  /** INVOICE_PREFIX: the letters before the year in every number ("JY"). */
  prefix: string
  /** INVOICE_SAC: the service's accounting code. */
  sac: string
}

/**
 * The embedded business for a local run, in Surat like the footer's registered office: clearly a sample (its GSTIN is the format's placeholder and
 * every PDF says "Sample"); APP_ENV=production refuses to start without the INVOICE_ variables.
 */
export const SAMPLE_INVOICE_SETTINGS: InvoiceSettings = {
  supplier: {
    legalName: 'JobYatra Sample Business (not a real supplier)',
    gstin: '24AAAAA0000A1Z5',
    address: 'Sample address, Surat, Gujarat 395003',
    state: 'Gujarat',
    stateCode: '24',
    isSample: true,
  },
  prefix: 'JY',
  sac: '998439',
}

/** The business from configuration (INVOICE_*), or the sample when none is set (config.ts requires all or none). */
export function invoiceSettingsFromConfig(
  config: Pick<
    Config,
    'INVOICE_LEGAL_NAME' | 'INVOICE_GSTIN' | 'INVOICE_ADDRESS' | 'INVOICE_STATE_CODE' | 'INVOICE_PREFIX' | 'INVOICE_SAC'
  >,
): InvoiceSettings {
  const { INVOICE_LEGAL_NAME: legalName, INVOICE_GSTIN: gstin, INVOICE_ADDRESS: address, INVOICE_STATE_CODE: stateCode } = config
  const state = stateCode === undefined ? undefined : stateOfCode(stateCode)
  const supplier =
    legalName && gstin && address && stateCode && state
      ? { legalName, gstin, address, state, stateCode, isSample: false }
      : SAMPLE_INVOICE_SETTINGS.supplier
  return { supplier, prefix: config.INVOICE_PREFIX, sac: config.INVOICE_SAC }
}

/**
 * The Indian state a profile's location names ("Pune", "Pune, Maharashtra", "Karnataka"), as the GST
 * state list spells it; null for a location abroad, unknown or unset.
 */
export function buyerStateOf(location: string | null): string | null {
  if (!location?.trim()) return null
  const reading = readLocation(location)
  if (reading.country !== null && reading.country !== 'IN') return null
  for (const part of reading.parts) {
    const name = part.name
    const state =
      name?.kind === 'state' && name.country === 'IN'
        ? name.state
        : name?.kind === 'city' && name.city.country === 'IN'
          ? name.city.state
          : name?.kind === 'region'
            ? (name.city?.state ?? null)
            : null
    if (state !== null && state in GST_STATE_CODES) return state
  }
  return null
}

export interface IssuedInvoice {
  number: string
  userId: string | null
  email: string | null
}

/**
 * Issues the invoice of an order just activated, in the activation's transaction `tx`: the year's
 * counter row is incremented by one upsert (the row lock it takes makes a concurrent issuer wait until
 * this transaction ends, then read the number after ours), so numbers are consecutive and a rolled
 * back activation gives its number back. Answers null when the order already has its invoice.
 */
export async function issueInvoice(
  tx: Database,
  issue: { orderId: string; paymentId: string; now: Date; settings: InvoiceSettings },
): Promise<IssuedInvoice | null> {
  const { orderId, paymentId, now, settings } = issue
  const [existing] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId))
  if (existing) return null
  const [order] = await tx
    .select({
      userId: paymentOrders.userId,
      amountPaise: paymentOrders.amountPaise,
      premiumFrom: paymentOrders.premiumFrom,
      premiumUntil: paymentOrders.premiumUntil,
      name: user.name,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      location: profiles.location,
    })
    .from(paymentOrders)
    .leftJoin(user, eq(user.id, paymentOrders.userId))
    .leftJoin(profiles, eq(profiles.userId, paymentOrders.userId))
    .where(eq(paymentOrders.id, orderId))
  if (!order) return null

  const financialYear = financialYearOf(now)
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  if (!counter) throw new Error('the invoice counter answered nothing')
  const sequence = counter.lastNumber
  const number = formatInvoiceNumber(settings.prefix, financialYear, sequence)

  const { supplier } = settings
  const buyerState = buyerStateOf(order.location ?? null)
  // Place of supply (IGST Act s. 12(2)): the buyer's state when known, else the supplier's.
  const placeState = buyerState ?? supplier.state
  const placeCode = GST_STATE_CODES[placeState] ?? supplier.stateCode
  const profileName = [order.firstName, order.lastName].filter((part) => part?.trim()).join(' ')
  const premiumFrom = order.premiumFrom ?? now
  const premiumUntil = order.premiumUntil ?? new Date(now.getTime() + PREMIUM_PLAN.days * 86_400_000)
  const data: InvoiceData = {
    number,
    issuedAt: now.toISOString(),
    invoiceDate: indiaCalendarDay(now),
    supplier,
    buyer: { name: profileName || order.name || '', email: order.email ?? '', state: buyerState },
    placeOfSupply: { state: placeState, stateCode: placeCode },
    sac: settings.sac,
    description: `JobYatra Premium, ${PREMIUM_PLAN.days} days`,
    period: { from: indiaCalendarDay(premiumFrom), until: indiaCalendarDay(premiumUntil) },
    orderId,
    paymentId,
    amounts: splitGst(order.amountPaise, placeCode === supplier.stateCode),
  }
  await tx.insert(invoices).values({ number, orderId, userId: order.userId, financialYear, sequence, issuedAt: now, data })
  return { number, userId: order.userId, email: order.email }
}

/** An issued invoice, for its owner or staff. */
export async function findInvoice(db: Database, orderId: string): Promise<{ userId: string | null; data: InvoiceData } | null> {
  const [row] = await db.select({ userId: invoices.userId, data: invoices.data }).from(invoices).where(eq(invoices.orderId, orderId))
  return row ?? null
}

/** An issued invoice's data by its number (the invoice e-mail's attachment, made at delivery). */
export async function findInvoiceByNumber(db: Database, number: string): Promise<InvoiceData | null> {
  const [row] = await db.select({ data: invoices.data }).from(invoices).where(eq(invoices.number, number))
  return row?.data ?? null
}

/** The invoice numbers of a person's orders, by order id. */
export async function invoiceNumbersOf(db: Database, userId: string): Promise<Map<string, string>> {
  const rows = await db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).where(eq(invoices.userId, userId))
  return new Map(rows.map((row) => [row.orderId, row.number]))
}
