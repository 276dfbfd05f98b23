import { createElement as h, StrictMode, Suspense } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { TranslationProvider, useTranslation } from '#app/i18n/react.tsx'
import { getLoadedNamespaces, loadNamespaces } from '#app/i18n/resources.ts'
import { createI18n, switchLanguage } from '#app/i18n/setup.ts'

/**
 * The browser's side of app/i18n/react.test.ts: a page that has loaded only the shell's English, on
 * which a component asks for the `account` namespace (as a page reached by client navigation does),
 * then the reader switches to Hindi. Built for the browser with Vite; no JSX, so no React plugin.
 */

function Heading() {
  const { t, i18n } = useTranslation('account')
  return h('h1', { lang: i18n.language }, t('settings.title'))
}

function Shell() {
  const { t } = useTranslation('shell')
  return h('p', null, t('language.label'))
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('gave up waiting')
}

export async function runTranslationJourney() {
  await loadNamespaces('en', ['common', 'shell', 'auth'])
  const i18n = createI18n('en')
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  flushSync(() => {
    root.render(
      h(
        StrictMode,
        null,
        h(TranslationProvider, { i18n }, h(Shell), h(Suspense, { fallback: h('p', { id: 'fallback' }, 'waiting') }, h(Heading))),
      ),
    )
  })
  const whileLoading = { text: container.textContent, accountLoaded: getLoadedNamespaces('en').includes('account') }
  await waitFor(() => container.querySelector('h1') !== null)
  const heading = container.querySelector('h1')
  const loaded = { text: container.textContent, lang: heading?.getAttribute('lang') }
  const switched = await switchLanguage(i18n, 'hi')
  await waitFor(() => container.querySelector('h1')?.getAttribute('lang') === 'hi')
  const afterSwitch = {
    switched,
    text: container.textContent,
    sameHeading: container.querySelector('h1') === heading,
    hindiNamespaces: getLoadedNamespaces('hi'),
  }
  root.unmount()
  return { whileLoading, loaded, afterSwitch }
}
