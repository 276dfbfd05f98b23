import { createContext, useContext, type ReactNode } from 'react'

const NonceContext = createContext('')

/** Carries the request's CSP nonce from the server entry to the document's scripts (empty in the browser). */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

export function useNonce(): string {
  return useContext(NonceContext)
}
