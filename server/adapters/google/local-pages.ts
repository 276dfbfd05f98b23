import { html, raw } from 'hono/html'
import { interpolate, renderLocalPage } from '#server/adapters/local-page-layout.ts'
import type { HtmlEscapedString } from 'hono/utils/html'
import en from '#core/i18n/locales/en/oauth.json' with { type: 'json' }
import hi from '#core/i18n/locales/hi/oauth.json' with { type: 'json' }
import type { Language } from '#server/lib/request-language.ts'

/**
 * The local consent page's HTML: a small account chooser shaped like Google's, in the local pages'
 * frame (server/adapters/local-page-layout.ts), in English or Hindi as the `jy_language` cookie (or
 * the browser) asks (server/lib/request-language.ts).
 */

export type ConsentLanguage = Language
type ConsentText = typeof en.localConsent

const texts: Record<ConsentLanguage, ConsentText> = { en: en.localConsent, hi: hi.localConsent }

export interface LocalAccount {
  name: string
  email: string
}

/** The accounts the chooser offers; any other name and address can be typed. */
export const sampleAccounts: readonly LocalAccount[] = [
  { name: 'Asha Rao', email: 'asha.rao@example.com' },
  { name: 'Rahul Verma', email: 'rahul.verma@example.com' },
  { name: 'Priya Nair', email: 'priya.nair@example.com' },
]

/** The authorization request, carried through the chooser's form unchanged. */
export type AuthorizationParams = Record<string, string>

export interface ChooserPage {
  language: ConsentLanguage
  appName: string
  action: string
  params: AuthorizationParams
  /** What the reader typed under 'Use another account', shown again with the problem when it was refused. */
  typed?: { name: string; email: string; problem: 'invalidName' | 'invalidEmail' }
}

export function renderChooserPage(page: ChooserPage): HtmlEscapedString | Promise<HtmlEscapedString> {
  const text = texts[page.language]
  const hidden = Object.entries(page.params).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)
  const accounts = sampleAccounts.map(
    (account, index) =>
      html`<li>
        <button class="account" type="submit" name="choice" value="${String(index)}" formnovalidate>
          <span class="avatar" aria-hidden="true">${account.name.slice(0, 1)}</span>
          <span class="who"><span class="name">${account.name}</span><span class="email">${account.email}</span></span>
        </button>
      </li>`,
  )
  const problem = page.typed ? text[page.typed.problem] : null
  return renderLocalPage(
    page.language,
    text.pageTitle,
    html`<p class="badge">${text.badge}</p>
      <h1>${text.heading}</h1>
      <p class="sub">${interpolate(text.subheading, { app: page.appName })}</p>
      <form method="post" action="${page.action}">
        ${hidden}
        <ul class="accounts">
          ${accounts}
        </ul>
        <details ${page.typed ? 'open' : ''}>
          <summary>${text.otherAccount}</summary>
          ${problem ? html`<p id="problem" class="problem" role="alert">${problem}</p>` : ''}
          <label for="name">${text.name}</label>
          <input
            id="name"
            name="name"
            autocomplete="name"
            required
            maxlength="100"
            value="${page.typed?.name ?? ''}"
            ${page.typed?.problem === 'invalidName' ? raw('aria-invalid="true" aria-describedby="problem"') : ''}
          />
          <label for="email">${text.email}</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="email"
            inputmode="email"
            required
            maxlength="254"
            value="${page.typed?.email ?? ''}"
            ${page.typed?.problem === 'invalidEmail' ? raw('aria-invalid="true" aria-describedby="problem"') : ''}
          />
          <button class="primary" type="submit" name="choice" value="other">${text.continue}</button>
        </details>
        <div class="actions">
          <button class="secondary" type="submit" name="choice" value="cancel" formnovalidate>${text.cancel}</button>
        </div>
      </form>
      <p class="notice">${text.notice}</p>`,
    STYLES,
  )
}

export function renderErrorPage(language: ConsentLanguage, code: 'invalid_client' | 'redirect_uri_mismatch') {
  const text = texts[language]
  const detail = code === 'invalid_client' ? text.errorInvalidClient : text.errorRedirectUri
  return renderLocalPage(
    language,
    text.pageTitle,
    html`<p class="badge">${text.badge}</p>
      <h1>${text.errorHeading}</h1>
      <p class="sub">${detail}</p>
      <p class="code">${interpolate(text.errorDetails, { code })}</p>`,
    STYLES,
  )
}

// A constant of ours, written into <style> as is (escaping would break its quotes).
const STYLES = `
  .code { color: #444746; font-family: ui-monospace, monospace; font-size: 0.875rem; }
  form { margin: 0; }
  .accounts { list-style: none; margin: 0; padding: 0; border-top: 1px solid #e3e3e3; }
  .accounts li { border-bottom: 1px solid #e3e3e3; }
  .account { width: 100%; display: flex; align-items: center; gap: 0.875rem; padding: 0.875rem 0.25rem; border: 0; background: none; font: inherit; color: inherit; text-align: start; cursor: pointer; min-height: 3.5rem; }
  .account:hover, .account:focus-visible { background: #f2f6fc; }
  .avatar { flex: none; width: 2.25rem; height: 2.25rem; border-radius: 50%; background: #0b57d0; color: #fff; display: grid; place-items: center; font-weight: 600; }
  .who { display: flex; flex-direction: column; min-width: 0; }
  .name { font-weight: 500; }
  .email { font-size: 0.875rem; color: #444746; overflow-wrap: anywhere; }
  details { border-bottom: 1px solid #e3e3e3; padding: 0.25rem 0.25rem 0.75rem; }
  summary { cursor: pointer; padding: 0.75rem 0; font-weight: 500; color: #0b57d0; min-height: 2.75rem; }
  .actions { display: flex; justify-content: flex-end; margin-top: 1.5rem; }
`
