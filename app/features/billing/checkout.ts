import type { SubscriptionStatus } from '#core/plans/plans.ts'
import type { VerifyPaymentRequest } from '#core/plans/payments.schema.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { createPremiumOrder, verifyPayment } from './api.ts'

/**
 * The upgrade press (spec 001 §4 "Payment", §7): an order from our server, then the checkout script it
 * names (Razorpay's checkout.js, or the local checkout on a server without keys), loaded now and not
 * with any page, then checkout, then our verification. This module itself loads on the press.
 */

export type CheckoutEvent =
  | { kind: 'open' }
  | { kind: 'success'; subscription: SubscriptionStatus }
  | { kind: 'failure' }
  | { kind: 'dismissed' }
  | { kind: 'signInRequired' }
  | { kind: 'error'; code: 'PAYMENT_GATEWAY_FAILED' | 'PAYMENT_ORDER_FAILED' }

interface RazorpayOptions {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  description: string
  handler: (response: VerifyPaymentRequest) => void
  modal: { ondismiss: () => void }
  theme: { color: string }
}

interface RazorpayCheckout {
  on(event: 'payment.failed', handler: () => void): void
  open(): void
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout

function readRazorpay(): RazorpayConstructor | null {
  const value: unknown = Reflect.get(window, 'Razorpay')
  return isConstructor(value) ? value : null
}

function isConstructor(value: unknown): value is RazorpayConstructor {
  return typeof value === 'function'
}

const scriptLoads = new Map<string, Promise<void>>()

/** Adds the checkout script once per page; a failed load may be tried again on the next press. */
function loadCheckoutScript(src: string): Promise<void> {
  const loading =
    scriptLoads.get(src) ??
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.addEventListener('load', () => resolve())
      script.addEventListener('error', () => {
        script.remove()
        scriptLoads.delete(src)
        reject(new Error(`could not load ${src}`))
      })
      document.head.append(script)
    })
  scriptLoads.set(src, loading)
  return loading
}

/**
 * Runs one purchase, telling `onEvent` what happens: `open` once checkout shows, then a success (the
 * subscription as the server now reads it), a failure, a dismissal, or an error before checkout opened.
 * Razorpay lets a person retry inside checkout after a failed attempt, so a failure may be followed by
 * a success.
 */
export async function startCheckout(text: { name: string; description: string }, onEvent: (event: CheckoutEvent) => void): Promise<void> {
  let order
  try {
    order = await createPremiumOrder()
  } catch (error) {
    const isSignedOut = error instanceof ApiError && error.status === 401
    onEvent(isSignedOut ? { kind: 'signInRequired' } : { kind: 'error', code: 'PAYMENT_ORDER_FAILED' })
    return
  }
  const Razorpay = await loadCheckoutScript(order.checkoutScript).then(readRazorpay, () => null)
  if (!Razorpay) {
    onEvent({ kind: 'error', code: 'PAYMENT_GATEWAY_FAILED' })
    return
  }
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: text.name,
    description: text.description,
    handler: (response) => {
      verifyPayment({
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
      }).then(
        (subscription) => onEvent({ kind: 'success', subscription }),
        () => onEvent({ kind: 'failure' }),
      )
    },
    modal: { ondismiss: () => onEvent({ kind: 'dismissed' }) },
    theme: { color: '#1d4ed8' },
  })
  checkout.on('payment.failed', () => onEvent({ kind: 'failure' }))
  checkout.open()
  onEvent({ kind: 'open' })
}
