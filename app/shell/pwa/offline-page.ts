/**
 * The page the service worker shows for a navigation it cannot answer (a page never visited, while
 * offline), written once at build time (scripts/build-service-worker.ts) from the shell
 * namespace's `pwa.offlinePage` texts. The worker cannot know the reader's language (the cookie is
 * out of its reach), so the page says it in every language, each marked with its `lang`. Static
 * HTML without script: the page's Content-Security-Policy admits no inline script without a nonce.
 */
export interface OfflinePageTexts {
  title: string
  body: string
  retry: string
  home: string
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character)
}

/** Brand colours of app/app.css (teal primary), light and dark. */
const style = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2933; --muted: #52606d; --primary: #0e6b73; --on-primary: #ffffff; }
@media (prefers-color-scheme: dark) { :root { --bg: #111827; --fg: #f3f4f6; --muted: #cbd2d9; --primary: #5ec4cc; --on-primary: #0b1f22; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans Devanagari", sans-serif; padding: 24px; }
main { max-width: 28rem; }
section + section { margin-top: 2rem; padding-top: 2rem; border-top: 1px solid color-mix(in srgb, var(--muted) 40%, transparent); }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 .5rem; }
p { margin: 0 0 1rem; color: var(--muted); }
a { display: inline-block; margin: 0 .75rem .5rem 0; padding: .625rem 1rem; border-radius: .5rem; font-weight: 600;
  color: var(--primary); text-decoration: none; border: 1px solid var(--primary); }
a.primary { background: var(--primary); color: var(--on-primary); }
a:focus-visible { outline: 3px solid var(--primary); outline-offset: 2px; }
`

/** The page in the given languages, the first one being the document's own. */
export function renderOfflinePage(languages: ReadonlyArray<{ lang: string; texts: OfflinePageTexts }>): string {
  const [first] = languages
  if (!first) throw new Error('The offline page needs at least one language.')
  const sections = languages.map(({ lang, texts }, index) => {
    const heading = index === 0 ? 'h1' : 'h2'
    // An empty href is the page's own address: the worker answers the navigation in place.
    return `<section lang="${escapeHtml(lang)}">
<${heading}>${escapeHtml(texts.title)}</${heading}>
<p>${escapeHtml(texts.body)}</p>
<a class="primary" href="">${escapeHtml(texts.retry)}</a><a href="/">${escapeHtml(texts.home)}</a>
</section>`
  })
  return `<!doctype html>
<html lang="${escapeHtml(first.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0e6b73">
<title>${languages.map(({ texts }) => escapeHtml(texts.title)).join(' · ')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`
}
