import type { z } from 'zod'
import en from '#core/i18n/locales/en/messages.json' with { type: 'json' }
import hi from '#core/i18n/locales/hi/messages.json' with { type: 'json' }
import { paiseToRupeesText } from '#core/plans/invoice.ts'
import { isLanguage, type Language } from '#server/lib/request-language.ts'
import { templateParamsSchemas, type TemplateName, type TemplateParams } from './templates.schema.ts'

/**
 * The messages the product sends, as templates: an outbox row holds a template's name, the
 * recipient's language and the template's parameters, and is rendered here only when it is
 * delivered or shown (decision 036). The texts are the `messages` namespace of the locale files, in
 * English and Hindi; the SMS text is also what the DLT-registered template must say.
 */

export const outboxChannels = ['email', 'sms', 'whatsapp'] as const
export type OutboxChannel = (typeof outboxChannels)[number]

/** The channel each template goes by. */
export const templateChannels: Readonly<Record<TemplateName, OutboxChannel>> = {
  'verify-email': 'email',
  'reset-password': 'email',
  welcome: 'email',
  'phone-code': 'sms',
  invoice: 'email',
  'whatsapp-test': 'whatsapp',
  'whatsapp-daily': 'whatsapp',
  'whatsapp-broadcast': 'whatsapp',
  'daily-jobs-email': 'email',
  'saved-search-email': 'email',
  'contact-message': 'email',
}

/** The approved WhatsApp template each WhatsApp message is sent as (its name in WhatsApp Manager). */
export const whatsappTemplateNames = {
  'whatsapp-test': 'jobyatra_test_message',
  'whatsapp-daily': 'jobyatra_daily_jobs',
  'whatsapp-broadcast': 'jobyatra_announcement',
} as const

/**
 * The messages anyone can have sent to an address or number they name, as often as they ask:
 * verification e-mails, password resets and phone codes. The per-recipient cap counts these (the
 * welcome goes once per account and is not counted).
 */
export const cappedTemplates: readonly TemplateName[] = ['verify-email', 'reset-password', 'phone-code']

/** A message to write: one template, its parameters, to whom and in which language. */
export type NewMessage = {
  [T in TemplateName]: { template: T; params: TemplateParams[T]; recipient: string; userId: string | null; locale: Language }
}[TemplateName]

/** A message as the outbox row holds it. */
export interface StoredMessage {
  template: string
  locale: string
  params: unknown
  recipient: string
}

export type RenderedMessage =
  | { channel: 'email'; subject: string; text: string; unsubscribeUrl?: string }
  | { channel: 'sms'; text: string; code: string }
  | { channel: 'whatsapp'; text: string; whatsapp: { template: string; params: string[] } }

/** A stored row that cannot be rendered: an unknown template or language, or parameters that do not fit. */
export class MessageRenderError extends Error {
  override name = 'MessageRenderError'
}

/**
 * The most of a person's name a message shows. A sign-up names any address it likes, so the name is
 * text a stranger chose (issue 18): it never opens a message, a longer one is cut, and one that looks
 * like a link or an address is not shown at all.
 */
export const NAME_IN_MESSAGE_MAX_LENGTH = 40

const textsByLanguage: Readonly<Record<Language, typeof en>> = { en, hi }

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(templateParamsSchemas, value)
}

/** What a stored message says, in its language. Throws MessageRenderError for a row it cannot render. */
export function renderMessage(message: StoredMessage): RenderedMessage {
  const { template, locale } = message
  if (!isTemplateName(template)) throw new MessageRenderError(`no template "${template}"`)
  if (!isLanguage(locale)) throw new MessageRenderError(`no texts in "${locale}"`)
  const texts = textsByLanguage[locale]
  switch (template) {
    case 'verify-email': {
      const { url } = checked(template, templateParamsSchemas[template], message.params)
      return email(texts.verifyEmail.subject, [texts.verifyEmail.lead, url, texts.verifyEmail.note, texts.signOff])
    }
    case 'reset-password': {
      const { url } = checked(template, templateParamsSchemas[template], message.params)
      return email(texts.resetPassword.subject, [texts.resetPassword.lead, url, texts.resetPassword.note, texts.signOff])
    }
    case 'welcome': {
      const { name } = checked(template, templateParamsSchemas[template], message.params)
      const shownName = nameForMessage(name, message.recipient) ?? texts.fallbackName
      return email(texts.welcome.subject, [texts.welcome.lead, fill(texts.welcome.body, { name: shownName }), texts.signOff])
    }
    case 'invoice': {
      const { number, amountPaise, url } = checked(template, templateParamsSchemas[template], message.params)
      const amount = `₹${paiseToRupeesText(amountPaise)}`
      return email(fill(texts.invoice.subject, { number }), [
        texts.invoice.lead,
        fill(texts.invoice.body, { number, amount }),
        url,
        texts.signOff,
      ])
    }
    case 'whatsapp-test': {
      checked(template, templateParamsSchemas[template], message.params)
      return { channel: 'whatsapp', text: texts.whatsappTest.text, whatsapp: { template: whatsappTemplateNames[template], params: [] } }
    }
    case 'whatsapp-daily': {
      const { jobs } = checked(template, templateParamsSchemas[template], message.params)
      // A template parameter may hold no line break (WhatsApp refuses it), so the jobs are one line.
      const params = [String(jobs.length), jobs.map((job, index) => `${index + 1}) ${jobLine(job)} ${job.url}`).join(' ; ')]
      const [count = '', list = ''] = params
      return {
        channel: 'whatsapp',
        text: fill(texts.whatsappDaily.text, { count, jobs: list }),
        whatsapp: { template: whatsappTemplateNames[template], params },
      }
    }
    case 'whatsapp-broadcast': {
      const { text } = checked(template, templateParamsSchemas[template], message.params)
      const flat = oneLine(text)
      return {
        channel: 'whatsapp',
        text: fill(texts.whatsappBroadcast.text, { text: flat }),
        whatsapp: { template: whatsappTemplateNames[template], params: [flat] },
      }
    }
    case 'daily-jobs-email': {
      const { jobs, unsubscribeUrl } = checked(template, templateParamsSchemas[template], message.params)
      return {
        ...email(texts.dailyJobsEmail.subject, [
          texts.dailyJobsEmail.lead,
          jobParagraphs(jobs),
          texts.dailyJobsEmail.note,
          unsubscribeUrl,
          texts.signOff,
        ]),
        unsubscribeUrl,
      }
    }
    case 'saved-search-email': {
      const { name, jobs, unsubscribeUrl } = checked(template, templateParamsSchemas[template], message.params)
      const shown = oneLine(name)
      return {
        ...email(fill(texts.savedSearchEmail.subject, { name: shown }), [
          fill(texts.savedSearchEmail.lead, { name: shown }),
          jobParagraphs(jobs),
          texts.savedSearchEmail.note,
          unsubscribeUrl,
          texts.signOff,
        ]),
        unsubscribeUrl,
      }
    }
    case 'contact-message': {
      const { name, email: from, subject, message: body, pageLanguage } = checked(template, templateParamsSchemas[template], message.params)
      const flatSubject = subject.replace(/[\p{C}\s]+/gu, ' ').trim()
      return email(fill(texts.contactMessage.subject, { subject: flatSubject }), [
        fill(texts.contactMessage.lead, { name: name.replace(/[\p{C}\s]+/gu, ' ').trim(), email: from }),
        body,
        fill(texts.contactMessage.replyTo, { email: from, language: texts.languageNames[pageLanguage] }),
      ])
    }
    case 'phone-code': {
      const { code } = checked(template, templateParamsSchemas[template], message.params)
      return { channel: 'sms', code, text: fill(texts.phoneCode.text, { code }) }
    }
  }
}

/** The rendered message, or null for a row that cannot be rendered (shown as such, never guessed at). */
export function renderOrNull(message: StoredMessage): RenderedMessage | null {
  try {
    return renderMessage(message)
  } catch (error) {
    if (error instanceof MessageRenderError) return null
    throw error
  }
}

/**
 * Spec 000 §7 send-welcome-email: the name, else the e-mail's local part (null: the caller's
 * 'there'). Control characters and line breaks become single spaces, so a name cannot draw
 * paragraphs of its own; a name that a mail program would turn into a link (a scheme, `www.`, an
 * address, a dotted host name) or that holds markup is not shown; a long one is cut.
 */
export function nameForMessage(name: string | null | undefined, email: string | null | undefined): string | null {
  const cleaned = cleanName(name)
  if (cleaned !== null) return cleaned
  const localPart = email?.split('@')[0]?.trim()
  return localPart ? localPart : null
}

const linkLike = /[a-z][a-z\d+.-]*:\S|www\.|@|[\p{L}\p{N}]\.[\p{L}\p{N}]|[<>]/iu

function cleanName(name: string | null | undefined): string | null {
  const flat = (name ?? '').replace(/[\p{C}\s]+/gu, ' ').trim()
  if (flat === '' || linkLike.test(flat)) return null
  const characters = Array.from(flat)
  if (characters.length <= NAME_IN_MESSAGE_MAX_LENGTH) return flat
  return `${characters
    .slice(0, NAME_IN_MESSAGE_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`
}

type AlertJob = TemplateParams['whatsapp-daily']['jobs'][number]

/** "Data analyst, Acme, Pune": the job's words on one line. */
function jobLine(job: AlertJob): string {
  return [job.title, job.company, job.location]
    .filter((part): part is string => part !== null && part !== '')
    .map(oneLine)
    .join(', ')
}

function jobParagraphs(jobs: readonly AlertJob[]): string {
  return jobs.map((job) => `${jobLine(job)}\n${job.url}`).join('\n\n')
}

/** Line breaks, tabs and runs of spaces become one space (WhatsApp refuses them in a template parameter). */
function oneLine(text: string): string {
  return text.replace(/[\p{C}\s]+/gu, ' ').trim()
}

function checked<S extends z.ZodType>(template: TemplateName, schema: S, params: unknown): z.infer<S> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw new MessageRenderError(`the parameters do not fit the template "${template}"`)
  return parsed.data
}

function email(subject: string, paragraphs: string[]): Extract<RenderedMessage, { channel: 'email' }> {
  return { channel: 'email', subject, text: `${paragraphs.join('\n\n')}\n` }
}

/** The text with each `{{name}}` replaced by its value, as plain text. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/gu, (placeholder, key: string) => values[key] ?? placeholder)
}
