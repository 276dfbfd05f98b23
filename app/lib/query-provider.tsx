import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useContext, useState, type ComponentType, type ReactNode } from 'react'
import { createQueryClient } from './query-client.ts'

/** The browser's one client, made on first use: its cache outlives a page, as it did in the root. */
let browserClient: QueryClient | undefined

function useQueryClientOfPage(): QueryClient {
  // Each server render makes its own: one reader's data must never reach another's page.
  const [client] = useState(() => {
    if (typeof window === 'undefined') return createQueryClient()
    browserClient ??= createQueryClient()
    return browserClient
  })
  return client
}

/**
 * TanStack Query for the components that query (decision 032): they wrap themselves in this instead of
 * the root providing it, so a page that does not query (the 404 page, the account pages) does not load
 * TanStack Query's ~10 kB of gzip.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext)
  const client = useQueryClientOfPage()
  // Inside another provider (a component that queries within one that does, or a test's) the outer client serves.
  return <QueryClientProvider client={outer ?? client}>{children}</QueryClientProvider>
}

/** `Component` inside a QueryProvider, under the same name in React's developer tools. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    )
  }
  WithQueryProvider.displayName = Component.displayName ?? Component.name
  return WithQueryProvider
}
