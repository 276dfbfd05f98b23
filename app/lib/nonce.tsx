import { createContext, useContext, type ReactNode } from 'react'

const NonceContext = createContext('')

/**
 * Carries the request's CSP nonce to the document's scripts and links: from the server entry, and in
 * the browser from the page itself (readPageNonce), so what the client renders matches the server's
 * HTML when it hydrates.
 */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export function useNonce(): string {
  return useContext(NonceContext)
}

/**
 * The nonce the server gave this page. Browsers hide it from the nonce attribute once the element is
 * in the document, but keep it in the element's `nonce` property.
 */
export function readPageNonce(document: Document): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
}
