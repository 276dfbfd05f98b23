import type { Database } from '#server/db/client.ts'
import { enqueueMessage, type OutboxMessage } from './outbox-repo.ts'

/**
 * The messages accounts send (verification, password reset, welcome, phone code), written to the
 * outbox. The auth feature calls these from better-auth's callbacks; delivery is the dispatcher's.
 */
export interface AccountMessages {
  verifyEmail(input: { userId: string; email: string; name: string; url: string }): Promise<void>
  resetPassword(input: { userId: string; email: string; name: string; url: string }): Promise<void>
  welcome(input: { userId: string; email: string; name: string | null }): Promise<void>
  phoneCode(input: { phoneNumber: string; code: string }): Promise<void>
}

/** Spec 000 §7 send-welcome-email: the name falls back to the e-mail's local part, then 'there'. */
export function greetingName(name: string | null | undefined, email: string | null | undefined): string {
  const trimmed = name?.trim()
  if (trimmed) return trimmed
  const localPart = email?.split('@')[0]?.trim()
  return localPart ? localPart : 'there'
}

export const PHONE_CODE_KIND = 'phone-code'

/**
 * The phone code SMS. An SMS provider in India sends a DLT-registered template, so this wording is
 * the template's too: MSG91's OTP template must read exactly this with ##OTP## for the code.
 */
export function phoneCodeText(code: string): string {
  return `${code} is your JobYatra verification code. It expires in 10 minutes.`
}

const phoneCodePattern = /^(\d{4,9}) is your JobYatra verification code\./

/** The code a phone code message carries (for the SMS template, and to show it large at /dev/mailbox). */
export function readPhoneCode(message: { kind: string; body: string }): string | null {
  if (message.kind !== PHONE_CODE_KIND) return null
  return phoneCodePattern.exec(message.body)?.[1] ?? null
}

const SIGN_OFF = '— The JobYatra team'

/** `onEnqueued` runs after each message is written (the dispatcher's kick, so it goes out at once). */
export function createAccountMessages(db: Database, options: { onEnqueued?: () => void } = {}): AccountMessages {
  async function enqueue(message: OutboxMessage): Promise<void> {
    await enqueueMessage(db, message)
    options.onEnqueued?.()
  }
  return {
    async verifyEmail({ userId, email, name, url }) {
      await enqueue({
        userId,
        channel: 'email',
        kind: 'verify-email',
        recipient: email,
        subject: 'Verify your email for JobYatra',
        body: [
          `Hi ${greetingName(name, email)},`,
          '',
          'Confirm your email address to finish signing up for JobYatra:',
          '',
          url,
          '',
          'If you did not sign up for JobYatra, ignore this email: no account is opened without this step.',
          '',
          SIGN_OFF,
        ].join('\n'),
      })
    },
    async resetPassword({ userId, email, name, url }) {
      await enqueue({
        userId,
        channel: 'email',
        kind: 'reset-password',
        recipient: email,
        subject: 'Reset your JobYatra password',
        body: [
          `Hi ${greetingName(name, email)},`,
          '',
          'Choose a new password here (the link works for one hour):',
          '',
          url,
          '',
          'If you did not ask to reset your password, ignore this email: your password stays as it is.',
          '',
          SIGN_OFF,
        ].join('\n'),
      })
    },
    async welcome({ userId, email, name }) {
      await enqueue({
        userId,
        channel: 'email',
        kind: 'welcome',
        recipient: email,
        subject: 'Welcome to JobYatra',
        body: [
          `Hi ${greetingName(name, email)},`,
          '',
          'Welcome to JobYatra. Search jobs across India and abroad, build an ATS-ready resume and get daily job alerts.',
          '',
          SIGN_OFF,
        ].join('\n'),
      })
    },
    async phoneCode({ phoneNumber, code }) {
      await enqueue({
        userId: null,
        channel: 'sms',
        kind: PHONE_CODE_KIND,
        recipient: phoneNumber,
        subject: null,
        body: phoneCodeText(code),
      })
    },
  }
}
