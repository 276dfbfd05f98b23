import { data } from 'react-router'
import { contactMessageSchema, type ContactMessageInput } from '#core/site-pages/contact.schema.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { AppError } from '#server/lib/app-error.ts'
import { renderError, validationError } from '#server/lib/error-handler.ts'
import type { ContactActionData } from './site-page-data.ts'

/** The posted fields as typed, each a string ('' when absent or a file): what the form shows again on an error. */
function readPostedValues(form: FormData): ContactMessageInput {
  const text = (name: keyof ContactMessageInput) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') }
}

/**
 * /contact posted without JavaScript (decision 074): the same schema, the same hourly limits per
 * address and per reply address, and the same outbox message as POST /api/contact. A refusal is the
 * API's error body, so the form shows the same text in the reader's language, with what was typed.
 */
export async function sendContactForm(request: Request, context: RequestContext) {
  const values = readPostedValues(await request.formData())
  const checked = contactMessageSchema.safeParse(values)
  if (!checked.success) {
    const rendered = renderError(validationError(checked.error), context.logger)
    return data<ContactActionData>({ values, error: rendered.body.error }, { status: rendered.status })
  }
  const viewer = await context.viewer()
  const outcome = await context.services.sitePages.sendContactMessage({
    message: checked.data,
    clientIp: context.clientIp,
    userId: viewer.kind === 'signed-in' ? viewer.viewer.userId : null,
    language: await readRequestLanguage(request),
  })
  if (outcome.status === 'limited') {
    const rendered = renderError(new AppError('API_RATE_LIMITED', { detail: 'contact messages over the hourly limit' }), context.logger)
    return data<ContactActionData>(
      { values, error: rendered.body.error },
      { status: rendered.status, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
    )
  }
  return data<ContactActionData>({ sentTo: checked.data.email })
}
