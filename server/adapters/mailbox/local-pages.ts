import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { z } from 'zod'
import { EMAIL_MONITOR_INTERVAL_MINUTES, LOCAL_INBOX_PATH } from '#core/email-monitor/email-monitor.ts'
import en from '#core/i18n/locales/en/admin.json' with { type: 'json' }
import hi from '#core/i18n/locales/hi/admin.json' with { type: 'json' }
import type { LocalPages } from '#server/adapters/google/port.ts'
import { interpolate, renderLocalPage } from '#server/adapters/local-page-layout.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import { readRequestLanguage, type Language } from '#server/lib/request-language.ts'
import type { MailboxMessage } from './port.ts'

/**
 * The development inbox's page (decision 070): the person at the machine delivers an employer's reply
 * into the local inbox the e-mail-response monitor reads, so the monitor's whole flow — a reply read,
 * an application moved with a note on its timeline — can be seen on `npm start` with nothing
 * configured. Mounted under /__local/, it answers only clients on this machine (server/app.ts).
 */

/** The newest messages the page lists. */
const LISTED = 20

type InboxText = typeof en.emailMonitor.localInbox
const texts: Record<Language, InboxText> = { en: en.emailMonitor.localInbox, hi: hi.emailMonitor.localInbox }

const address = z.string().trim().toLowerCase().pipe(z.email().max(254))
const deliverySchema = z.object({
  from: address,
  to: address,
  subject: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(20_000),
})
type Delivery = z.infer<typeof deliverySchema>
type Field = keyof Delivery

interface InboxPage {
  language: Language
  messages: readonly MailboxMessage[]
  delivered?: MailboxMessage
  typed?: { values: Record<Field, string>; problems: Field[] }
}

function renderInboxPage(page: InboxPage) {
  const text = texts[page.language]
  const typed = page.typed
  const value = (field: Field) => typed?.values[field] ?? ''
  /** A labelled field (the message a textarea), with what was typed and its problem when it was refused. */
  const field = (name: Field, label: string, attributes: string) => {
    const hasProblem = typed?.problems.includes(name) ?? false
    const described = hasProblem ? raw(` aria-invalid="true" aria-describedby="${name}-problem"`) : ''
    const control =
      name === 'text'
        ? html`<textarea id="${name}" name="${name}" rows="7" required ${raw(attributes)}${described}>${value(name)}</textarea>`
        : html`<input id="${name}" name="${name}" required ${raw(attributes)} value="${value(name)}" ${described} />`
    return html`<label for="${name}">${label}</label> ${control}
      ${hasProblem ? html`<p id="${name}-problem" class="problem" role="alert">${text.problems[name]}</p>` : ''}`
  }
  const newestFirst = [...page.messages].reverse().slice(0, LISTED)
  return renderLocalPage(
    page.language,
    text.pageTitle,
    html`<p class="badge">${text.badge}</p>
      <h1>${text.heading}</h1>
      <p class="sub">${interpolate(text.intro, { minutes: String(EMAIL_MONITOR_INTERVAL_MINUTES) })}</p>
      ${
        page.delivered
          ? html`<p class="done" role="status">
              ${interpolate(text.delivered, { subject: page.delivered.subject, to: page.delivered.to.join(', ') })}
            </p>`
          : ''
      }
      <form method="post" action="${LOCAL_INBOX_PATH}/deliver">
        ${field('from', text.from, 'type="email" maxlength="254" placeholder="hr@employer.example"')}
        ${field('to', text.to, 'type="email" maxlength="254"')} ${field('subject', text.subject, 'maxlength="200"')}
        ${field('text', text.message, 'maxlength="20000"')}
        <button class="primary" type="submit">${text.deliver}</button>
      </form>
      <h2>${interpolate(text.inboxHeading, { count: String(page.messages.length) })}</h2>
      ${
        newestFirst.length === 0
          ? html`<p class="notice">${text.empty}</p>`
          : html`<ul class="inbox">
              ${newestFirst.map(
                (message) =>
                  html`<li>
                    <span class="subject">${message.subject}</span>
                    <span class="meta">${message.from ?? ''} → ${message.to.join(', ')}</span>
                  </li>`,
              )}
            </ul>`
      }
      <p class="notice">${text.notice}</p>`,
    STYLES,
  )
}

function readForm(form: Record<string, unknown>): Record<Field, string> {
  const field = (name: Field) => (typeof form[name] === 'string' ? form[name] : '')
  return { from: field('from'), to: field('to'), subject: field('subject'), text: field('text') }
}

/** The router of the development inbox's page, over the inbox it delivers into. */
export function createLocalInboxPages(inbox: {
  deliver(message: Omit<MailboxMessage, 'uid'>): MailboxMessage
  list(): readonly MailboxMessage[]
}): LocalPages {
  const router = new Hono<AppEnv>()
  router.get('/', (c) => {
    const language = readRequestLanguage(c.req.raw.headers)
    const deliveredUid = Number(c.req.query('delivered'))
    const messages = inbox.list()
    const delivered = messages.find((message) => message.uid === deliveredUid)
    return c.html(renderInboxPage({ language, messages, ...(delivered ? { delivered } : {}) }))
  })
  router.post('/deliver', async (c) => {
    const values = readForm(await c.req.parseBody())
    const parsed = deliverySchema.safeParse(values)
    if (!parsed.success) {
      const problems = [...new Set(parsed.error.issues.map((issue) => issue.path[0]))].filter(
        (field): field is Field => typeof field === 'string' && field in values,
      )
      const page = renderInboxPage({
        language: readRequestLanguage(c.req.raw.headers),
        messages: inbox.list(),
        typed: { values, problems },
      })
      return c.html(page, 400)
    }
    const delivered = inbox.deliver({ from: parsed.data.from, to: [parsed.data.to], subject: parsed.data.subject, text: parsed.data.text })
    // Post, then redirect: a reload does not deliver the message twice.
    return c.redirect(`${LOCAL_INBOX_PATH}?delivered=${delivered.uid}`, 303)
  })
  return { path: LOCAL_INBOX_PATH, router }
}

// A constant of ours, written into <style> as is (escaping would break its quotes).
const STYLES = `
  form { margin: 0; }
  textarea { width: 100%; padding: 0.75rem; font: inherit; border: 1px solid #747775; border-radius: 0.5rem; resize: vertical; }
  textarea:focus { outline: 2px solid #0b57d0; outline-offset: 0; border-color: #0b57d0; }
  h2 { margin: 2rem 0 0.5rem; font-size: 1.125rem; font-weight: 500; }
  .done { margin: 0 0 1rem; padding: 0.75rem; border-radius: 0.5rem; background: #e6f4ea; color: #0d652d; }
  .inbox { list-style: none; margin: 0; padding: 0; border-top: 1px solid #e3e3e3; }
  .inbox li { display: flex; flex-direction: column; padding: 0.625rem 0; border-bottom: 1px solid #e3e3e3; }
  .subject { font-weight: 500; overflow-wrap: anywhere; }
  .meta { font-size: 0.875rem; color: #444746; overflow-wrap: anywhere; }
`
