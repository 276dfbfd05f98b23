import type { z } from 'zod'
import type { EmailAttachment } from '#server/adapters/email/port.ts'
import { templateParamsSchemas, type TemplateName, type TemplateParams } from './templates.schema.ts'
import { isTemplateName, type StoredMessage } from './templates.ts'

/**
 * The files a template's e-mail carries: made from the row's parameters when it is delivered, as its
 * text is, and never stored in the outbox. The feature that owns what a file shows declares it when
 * its services are built (billing: the `invoice` e-mail carries the invoice's PDF), so the dispatcher
 * knows no template in particular.
 */
export type AttachmentSource<T extends TemplateName> = (params: TemplateParams[T]) => Promise<EmailAttachment[]>

export interface MessageAttachments {
  /** Declares the files `template`'s e-mails carry; one source per template. */
  provide<T extends TemplateName>(template: T, source: AttachmentSource<T>): void
}

export interface AttachmentRegistry extends MessageAttachments {
  /** The files of a stored message (none for a template without a source); throws what its source throws. */
  attachmentsOf(message: StoredMessage): Promise<EmailAttachment[]>
}

/** Each template's schema, typed by its name, so a source's parameters are checked as its own. */
const paramsSchemas: { readonly [T in TemplateName]: z.ZodType<TemplateParams[T]> } = templateParamsSchemas

export function createAttachmentRegistry(): AttachmentRegistry {
  const sources = new Map<TemplateName, (params: unknown) => Promise<EmailAttachment[]>>()
  return {
    provide(template, source) {
      if (sources.has(template)) throw new Error(`the template "${template}" already has its attachments`)
      const schema = paramsSchemas[template]
      sources.set(template, (params) => source(schema.parse(params)))
    },
    async attachmentsOf(message) {
      const source = isTemplateName(message.template) ? sources.get(message.template) : undefined
      return source ? source(message.params) : []
    },
  }
}
