import { contactEndpoints } from '#core/site-pages/contact.endpoints.ts'
import type { ContactMessage } from '#core/site-pages/contact.schema.ts'
import { callApi } from '#app/lib/call-api.ts'

/** /contact's one call: the message to the support inbox (never retried: a repeat would send it twice). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await callApi(contactEndpoints.send, { body: message })
}
