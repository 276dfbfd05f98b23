import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPaymentSignatureValid, isWebhookSignatureValid, signPayment, signWebhook } from './signature.ts'

/** Any change to what was signed, to the signature or to the secret must fail verification (issue 22). */

const id = (prefix: string) => fc.stringMatching(/^[A-Za-z0-9]{1,20}$/).map((rest) => `${prefix}_${rest}`)
const secret = fc.string({ minLength: 1, maxLength: 64 })

/** A different string: one character changed, added or removed. */
function mutate(value: string, position: number, replacement: string): string {
  const at = position % (value.length + 1)
  const mutated = value.slice(0, at) + replacement + value.slice(at + 1)
  return mutated === value ? `${value}${replacement === 'x' ? 'y' : 'x'}` : mutated
}

describe('checkout’s payment signature', () => {
  it('verifies what it signed', () => {
    fc.assert(
      fc.property(id('order'), id('pay'), secret, (orderId, paymentId, key) => {
        expect(isPaymentSignatureValid({ orderId, paymentId, signature: signPayment({ orderId, paymentId }, key) }, key)).toBe(true)
      }),
    )
  })

  it('fails when the order id, the payment id, the signature or the secret changes', () => {
    fc.assert(
      fc.property(
        id('order'),
        id('pay'),
        secret,
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        (orderId, paymentId, key, position, replacement) => {
          const signature = signPayment({ orderId, paymentId }, key)
          expect(isPaymentSignatureValid({ orderId: mutate(orderId, position, replacement), paymentId, signature }, key)).toBe(false)
          expect(isPaymentSignatureValid({ orderId, paymentId: mutate(paymentId, position, replacement), signature }, key)).toBe(false)
          expect(isPaymentSignatureValid({ orderId, paymentId, signature: mutate(signature, position, replacement) }, key)).toBe(false)
          expect(isPaymentSignatureValid({ orderId, paymentId, signature }, mutate(key, position, replacement))).toBe(false)
        },
      ),
    )
  })
})

describe('the webhook signature', () => {
  it('verifies the raw body it signed and fails when the body, the signature or the secret changes', () => {
    fc.assert(
      fc.property(fc.json(), secret, fc.nat(), fc.string({ minLength: 1, maxLength: 1 }), (body, key, position, replacement) => {
        const signature = signWebhook(body, key)
        expect(isWebhookSignatureValid(body, signature, key)).toBe(true)
        expect(isWebhookSignatureValid(mutate(body, position, replacement), signature, key)).toBe(false)
        expect(isWebhookSignatureValid(body, mutate(signature, position, replacement), key)).toBe(false)
        expect(isWebhookSignatureValid(body, signature, mutate(key, position, replacement))).toBe(false)
      }),
    )
  })

  it('refuses an empty, shorter, longer or upper-case signature', () => {
    const signature = signWebhook('{}', 'k')
    for (const wrong of ['', signature.slice(0, 63), `${signature}0`, signature.toUpperCase()]) {
      expect(isWebhookSignatureValid('{}', wrong, 'k')).toBe(false)
    }
  })
})
