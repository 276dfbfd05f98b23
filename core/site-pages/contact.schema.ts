import { z } from 'zod'
import { tooLong } from '#core/account/too-long.ts'
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
} from './contact-limits.ts'

/**
 * The contact form (/contact, issue 23): one schema for the form and for POST /api/contact. Messages
 * are keys of the `sitePages` namespace (`contact.validation.*`), or `tooLong:<n>`.
 */

/** Spec 000 §5's simple e-mail shape: something, @, something, a dot, something; no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const contactMessageSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .min(CONTACT_NAME_MIN, 'nameTooShort')
    .max(CONTACT_NAME_MAX, tooLong(CONTACT_NAME_MAX)),
  email: z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .max(CONTACT_EMAIL_MAX, tooLong(CONTACT_EMAIL_MAX))
    .regex(EMAIL_SHAPE, 'invalidEmail'),
  subject: z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .min(CONTACT_SUBJECT_MIN, 'subjectTooShort')
    .max(CONTACT_SUBJECT_MAX, tooLong(CONTACT_SUBJECT_MAX)),
  message: z
    .string()
    .trim()
    .min(1, { message: 'required', abort: true })
    .min(CONTACT_MESSAGE_MIN, 'messageTooShort')
    .max(CONTACT_MESSAGE_MAX, tooLong(CONTACT_MESSAGE_MAX)),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>

export const contactReceiptSchema = z.object({ status: z.literal('sent') })
export type ContactReceipt = z.infer<typeof contactReceiptSchema>
