import { z } from 'zod'

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
