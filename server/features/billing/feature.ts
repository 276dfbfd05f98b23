import type { Adapters } from '#server/adapters/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import { paymentOrders } from '#server/db/schema/index.ts'
import { rowsPerIndiaDay } from '#server/lib/daily-metrics.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { MessageAttachments, Outbox } from '#server/features/notifications/index.ts'
import type { InvoiceSettings } from './invoices.ts'
import { paymentsReconcileJob } from './jobs.ts'
import { createPaymentRoutes } from './payment-routes.ts'
import { createPaymentsService, type PaymentsService } from './payments-service.ts'
import { paymentsData, premiumGrantData, subscriptionData } from './personal-data.ts'
import { createRefundRoutes } from './refund-routes.ts'
import { createSubscriptionRoutes } from './routes.ts'
import { createBillingService, type BillingService } from './service.ts'

/** Subscriptions, plans and payments (spec 000 §3, §4, §7; spec 001 §7; decisions 037, 051). */
export const billingFeature = defineServerFeature({
  name: 'billing',
  services: (
    deps: {
      database: DatabaseHandle
      adapters: Pick<Adapters, 'payments' | 'documents'>
      logger: Logger
      accounts: { publicUrl: string }
      invoicing?: InvoiceSettings
    },
    needs: { rateLimiter: RateLimiter; notifications: { outbox: Outbox; attachments: MessageAttachments } },
  ) => {
    const billing = createBillingService({ database: deps.database })
    const payments = createPaymentsService({
      database: deps.database,
      gateway: deps.adapters.payments,
      billing,
      logger: deps.logger,
      rateLimiter: needs.rateLimiter,
      typst: deps.adapters.documents.typst,
      outbox: needs.notifications.outbox,
      publicUrl: deps.accounts.publicUrl,
      ...(deps.invoicing ? { invoicing: deps.invoicing } : {}),
    })
    // The invoice e-mail carries the PDF the download answers, made when the outbox delivers it (decision 057).
    needs.notifications.attachments.provide('invoice', ({ number }) => payments.invoiceAttachment(number))
    return { billing, payments }
  },
  api: [
    {
      path: '/subscription',
      create: (services: { auth: AuthService; billing: BillingService; payments: PaymentsService }) => createSubscriptionRoutes(services),
    },
    { path: '/payments', create: (services: { auth: AuthService; payments: PaymentsService }) => createPaymentRoutes(services) },
    { path: '/admin/payments', create: (services: { auth: AuthService; payments: PaymentsService }) => createRefundRoutes(services) },
  ],
  personalData: [subscriptionData, premiumGrantData, paymentsData],
  // A payment counts on the day it activated premium: an order never paid is not a payment.
  metrics: [rowsPerIndiaDay('payments', paymentOrders, paymentOrders.activatedAt)],
  jobs: [paymentsReconcileJob],
})
