import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { Language } from '#server/lib/request-language.ts'

/**
 * The frame of the embedded defaults' pages for the person at the machine (the local Google consent
 * page, the local inbox): server-rendered HTML with no script (the CSP needs no nonce), readable on a
 * phone, in English or Hindi. Each page adds its own rules to the shared styles.
 */
export function renderLocalPage(
  language: Language,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  ownStyles: string,
) {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          ${raw(BASE_STYLES + ownStyles)}
        </style>
      </head>
      <body>
        <main class="card">${body}</main>
      </body>
    </html>`
}

/** `{{name}}` placeholders of a locale text, filled. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match)
}

// Constants of ours, written into <style> as they are (escaping would break their quotes).
const BASE_STYLES = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: #f0f4f9; color: #1f1f1f; display: flex; justify-content: center; align-items: flex-start; }
  .card { width: 100%; max-width: 28rem; background: #fff; margin: 0; padding: 1.5rem 1.25rem 2rem; min-height: 100vh; }
  @media (min-width: 36rem) { body { align-items: center; padding: 2rem 1rem; } .card { border-radius: 1.75rem; min-height: 0; padding: 2.25rem 2.5rem; } }
  .badge { display: inline-block; margin: 0 0 1.25rem; padding: 0.25rem 0.625rem; border-radius: 999px; background: #fef7e0; color: #7a4f01; font-size: 0.8125rem; font-weight: 600; }
  h1 { margin: 0; font-size: 1.75rem; font-weight: 500; line-height: 1.3; }
  .sub { margin: 0.5rem 0 1.5rem; font-size: 1rem; color: #444746; line-height: 1.5; }
  label { display: block; margin: 0.75rem 0 0.25rem; font-size: 0.875rem; color: #444746; }
  input { width: 100%; padding: 0.75rem; font: inherit; border: 1px solid #747775; border-radius: 0.5rem; }
  input:focus { outline: 2px solid #0b57d0; outline-offset: 0; border-color: #0b57d0; }
  .problem { margin: 0.25rem 0 0; color: #b3261e; font-size: 0.875rem; }
  button.primary, button.secondary { font: inherit; font-weight: 500; border-radius: 999px; padding: 0.625rem 1.5rem; min-height: 2.75rem; cursor: pointer; }
  button.primary { margin-top: 1rem; background: #0b57d0; color: #fff; border: 0; }
  button.secondary { background: #fff; color: #0b57d0; border: 1px solid #747775; }
  button:focus-visible { outline: 2px solid #0b57d0; outline-offset: 2px; }
  .notice { margin: 2rem 0 0; font-size: 0.8125rem; color: #444746; line-height: 1.5; }
`
