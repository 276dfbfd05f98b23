/** Subscriptions, plans and payments (spec 000 §3, §4, §7; spec 001 §7): other features and server/services.ts reach billing only through this file. */
export { createSubscriptionRoutes } from './routes.ts'
export { createBillingService, type BillingService } from './service.ts'
export { paymentsWebhookUrl } from './payment-routes.ts'
export type { PaymentsService } from './payments-service.ts'
export { invoiceSettingsFromConfig, SAMPLE_INVOICE_SETTINGS, type InvoiceSettings } from './invoices.ts'
