/**
 * Read-aloud (spec 000 §9, spec 001 §9): with the preference on, double-clicking text reads its
 * block (the paragraph, heading, list item, cell or control it sits in) aloud through the Web
 * Speech API at rate 0.8, in the page's language. Loaded only when the reader has turned it on.
 */

export const READ_ALOUD_RATE = 0.8

/** The longest text read at once; a double-click on a long block reads its start. */
const MAX_CHARACTERS = 2_000
const BLOCK_SELECTOR = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, blockquote, figcaption, label, legend, button, a, summary'

let stopListening: (() => void) | null = null

export function isReadAloudSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window
}

/** The text a double-click on this node asks for: its block's visible text. */
export function readAloudText(target: EventTarget | null): string {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null
  const block = element?.closest(BLOCK_SELECTOR) ?? element
  if (!(block instanceof HTMLElement)) return ''
  return block.innerText.replace(/\s+/gu, ' ').trim().slice(0, MAX_CHARACTERS)
}

/** A BCP 47 tag for the page's language as spoken in India ('hi' → 'hi-IN'), for the voice. */
export function speechLanguage(pageLanguage: string): string {
  const primary = pageLanguage.split('-')[0] || 'en'
  return `${primary}-IN`
}

function speak(text: string): void {
  window.speechSynthesis.cancel()
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.rate = READ_ALOUD_RATE
  utterance.lang = speechLanguage(document.documentElement.lang)
  window.speechSynthesis.speak(utterance)
}

export function startReadAloud(): void {
  if (stopListening || !isReadAloudSupported()) return
  const onDoubleClick = (event: MouseEvent) => {
    const text = readAloudText(event.target)
    if (text !== '') speak(text)
  }
  document.addEventListener('dblclick', onDoubleClick)
  stopListening = () => {
    document.removeEventListener('dblclick', onDoubleClick)
    window.speechSynthesis.cancel()
  }
}

export function stopReadAloud(): void {
  stopListening?.()
  stopListening = null
}
