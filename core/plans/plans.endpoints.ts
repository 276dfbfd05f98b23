import { defineEndpoints } from '#core/api/endpoint.ts'

/** The daily usage counts (server/features/usage/routes.ts): the caller's own, signed in or a guest. */
export const usageEndpoints = defineEndpoints(
  { base: '/usage', loadSchemas: () => import('./plans.schema.ts') },
  {
    listUsage: { method: 'GET', path: '/', schemas: (s) => ({ response: s.allUsageResponseSchema }) },
    readUsage: { method: 'GET', path: '/{feature}', schemas: (s) => ({ params: s.usageFeatureParamSchema, response: s.usageSchema }) },
    countUse: {
      method: 'POST',
      path: '/{feature}/increment',
      isBodyOptional: true,
      schemas: (s) => ({ params: s.usageFeatureParamSchema, body: s.countUseRequestSchema, response: s.usageSchema }),
    },
  },
)

/** The caller's subscription status (server/features/billing/routes.ts). */
export const subscriptionEndpoints = defineEndpoints(
  { base: '/subscription', loadSchemas: () => import('./plans.schema.ts') },
  {
    readStatus: { method: 'GET', path: '/', schemas: (s) => ({ response: s.subscriptionStatusSchema }) },
    cancel: { method: 'POST', path: '/cancel', isBodyOptional: true, schemas: (s) => ({ response: s.subscriptionStatusSchema }) },
  },
)

/** Buying premium (server/features/billing/payment-routes.ts): spec 001 §7's two calls and Razorpay's webhook. */
export const paymentEndpoints = defineEndpoints(
  { base: '/payments', loadSchemas: () => import('./payments.schema.ts') },
  {
    createOrder: {
      method: 'POST',
      path: '/orders',
      schemas: (s) => ({ body: s.createOrderRequestSchema, response: s.createOrderResponseSchema }),
    },
    verify: {
      method: 'POST',
      path: '/verify',
      schemas: (s) => ({ body: s.verifyPaymentRequestSchema, response: s.paymentResultSchema }),
    },
    listMine: { method: 'GET', path: '/mine', schemas: (s) => ({ response: s.myPaymentsResponseSchema }) },
    invoice: { method: 'GET', path: '/{orderId}/invoice', answer: 'bytes', schemas: (s) => ({ params: s.orderIdParamSchema }) },
    // The body is read raw, as Razorpay signed it: no schema parses it before the signature is checked.
    webhook: { method: 'POST', path: '/webhook', isBodyOptional: true, schemas: (s) => ({ response: s.webhookAnswerSchema }) },
  },
)

/** Staff deciding refund requests on /admin/payments (server/features/billing/refund-routes.ts; decision 057). */
export const refundEndpoints = defineEndpoints(
  { base: '/admin/payments', loadSchemas: () => import('./payments.schema.ts') },
  {
    approve: {
      method: 'POST',
      path: '/refunds/{id}/approve',
      schemas: (s) => ({ params: s.refundIdParamSchema, body: s.approveRefundSchema, response: s.refundDecisionSchema }),
    },
    decline: {
      method: 'POST',
      path: '/refunds/{id}/decline',
      schemas: (s) => ({ params: s.refundIdParamSchema, body: s.declineRefundSchema, response: s.refundDecisionSchema }),
    },
  },
)
