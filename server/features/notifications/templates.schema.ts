import { z } from 'zod'

/** One job of an alert: what the message names and where it leads (our job page). */
const alertJobSchema = z.object({
  title: z.string().min(1).max(200),
  company: z.string().max(200).nullable(),
  location: z.string().max(200).nullable(),
  url: z.url({ protocol: /^https?$/ }),
})
const alertJobsSchema = z.array(alertJobSchema).min(1).max(5)

/**
 * The parameters each message template takes, stored as the outbox row's `params` and checked again
 * when the row is rendered: a row whose parameters do not fit its template is refused, not guessed
 * at. A template's texts are `messages:<template>` in the locale files (templates.ts renders them).
 */
export const templateParamsSchemas = {
  /** The link better-auth made (its verify-email endpoint with a signed token). */
  'verify-email': z.object({ url: z.url({ protocol: /^https?$/ }) }),
  /** The link better-auth made (its reset-password endpoint with a one-hour token). */
  'reset-password': z.object({ url: z.url({ protocol: /^https?$/ }) }),
  /** The account's name as it was typed or as Google gave it; the renderer decides what of it to show. */
  welcome: z.object({ name: z.string().nullable() }),
  /** The digits a person types back: the DLT template's one variable. */
  'phone-code': z.object({ code: z.string().regex(/^\d{4,9}$/) }),
  /** A premium payment's GST invoice (decision 057): its number, the price paid and where to download it (/settings). */
  invoice: z.object({
    number: z.string().regex(/^[A-Z]{1,3}\/\d{2}-\d{2}\/\d{6}$/),
    amountPaise: z.number().int().positive(),
    url: z.url({ protocol: /^https?$/ }),
  }),
  /** A WhatsApp test message (/settings/notifications): the approved template has no parameter. */
  'whatsapp-test': z.object({}),
  /** The daily digest on WhatsApp: 1 job for free users, up to 5 for premium (spec 000 §9). */
  'whatsapp-daily': z.object({ jobs: alertJobsSchema }),
  /** A staff announcement to a segment (/admin/whatsapp-broadcasts): the template's one parameter. */
  'whatsapp-broadcast': z.object({ text: z.string().min(1).max(500) }),
  /** The daily digest by e-mail, with its one-click unsubscribe link (RFC 8058). */
  'daily-jobs-email': z.object({ jobs: alertJobsSchema, unsubscribeUrl: z.url({ protocol: /^https?$/ }) }),
  /** A saved search's new jobs by e-mail, with its one-click unsubscribe link (RFC 8058). */
  'saved-search-email': z.object({
    name: z.string().min(1).max(200),
    jobs: alertJobsSchema,
    unsubscribeUrl: z.url({ protocol: /^https?$/ }),
  }),
  /** A message a visitor sent through /contact (issue 23), to the support inbox: what they typed, and their address to reply to. */
  'contact-message': z.object({
    name: z.string().min(1).max(100),
    email: z.string().min(3).max(254),
    subject: z.string().min(1).max(150),
    message: z.string().min(1).max(5000),
    /** The language of the page they wrote from, so support can answer in it. */
    pageLanguage: z.enum(['en', 'hi']),
  }),
} as const

export type TemplateName = keyof typeof templateParamsSchemas
export type TemplateParams = { [T in TemplateName]: z.infer<(typeof templateParamsSchemas)[T]> }
