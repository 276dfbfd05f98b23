import type { Database } from '#server/db/client.ts'
import { enqueueMessage } from './outbox-repo.ts'

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

export function createAccountMessages(db: Database): AccountMessages {
  return {
    async verifyEmail({ userId, email, name, url }) {
      await enqueueMessage(db, {
        userId,
        channel: 'email',
        kind: 'verify-email',
        recipient: email,
        subject: 'Verify your email for JobYatra',
        body: `Hi ${greetingName(name, email)},\n\nConfirm your email address to finish signing up:\n${url}\n\nIf you did not sign up for JobYatra, ignore this email.`,
      })
    },
    async resetPassword({ userId, email, name, url }) {
      await enqueueMessage(db, {
        userId,
        channel: 'email',
        kind: 'reset-password',
        recipient: email,
        subject: 'Reset your JobYatra password',
        body: `Hi ${greetingName(name, email)},\n\nChoose a new password here (the link works for one hour):\n${url}\n\nIf you did not ask to reset your password, ignore this email.`,
      })
    },
    async welcome({ userId, email, name }) {
      await enqueueMessage(db, {
        userId,
        channel: 'email',
        kind: 'welcome',
        recipient: email,
        subject: 'Welcome to JobYatra',
        body: `Hi ${greetingName(name, email)},\n\nWelcome to JobYatra. Search jobs across India and abroad, build an ATS-ready resume and get daily job alerts.`,
      })
    },
    async phoneCode({ phoneNumber, code }) {
      await enqueueMessage(db, {
        userId: null,
        channel: 'sms',
        kind: 'phone-code',
        recipient: phoneNumber,
        subject: null,
        body: `${code} is your JobYatra verification code. It expires in 10 minutes.`,
      })
    },
  }
}
