import { RouterContextProvider } from 'react-router'
import { serverServicesContext } from '#app/lib/server-context.ts'
import type { JobsReader } from '#core/jobs/jobs-reader.ts'

/** The public URL the loaders build canonical and JSON-LD links from in these tests. */
const TEST_PUBLIC_URL = 'https://jobyatra.example'

/**
 * What the server hands a route loader (server/web builds the services per request): the request,
 * with the language cookie when given, its route params and a context holding `jobs`. Every miss the
 * loader reports lands in `notFound`, every error it reports in `errors`.
 */
export function buildLoaderArgs(url: string, jobs: JobsReader, options: { params?: Record<string, string>; cookie?: string } = {}) {
  const notFound: string[] = []
  const errors: unknown[] = []
  const context = new RouterContextProvider()
  context.set(serverServicesContext, {
    requestId: 'req-test',
    cspNonce: 'nonce-test',
    publicUrl: TEST_PUBLIC_URL,
    jobs,
    refusedStatus: null,
    reportNotFound: (path) => notFound.push(path),
    reportError: (error) => errors.push(error),
  })
  const headers = new Headers(options.cookie ? { cookie: options.cookie } : {})
  const args = { request: new Request(url, { headers }), context, params: options.params ?? {} }
  // Each route's generated LoaderArgs also carry route-pattern details our loaders never read.
  return { args: args as never, notFound, errors }
}
