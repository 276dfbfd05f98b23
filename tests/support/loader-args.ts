import { RouterContextProvider } from 'react-router'
import { requestContext } from '#app/lib/request-context.server.ts'
import type { Services } from '#server/services.ts'
import { createRecordingLogger } from './services.ts'

/** The public URL the loaders build canonical and JSON-LD links from in these tests. */
const TEST_PUBLIC_URL = 'https://jobyatra.example'

/**
 * What the server hands a route loader (server/web/react-router.ts builds it per request): the
 * request, with the language cookie and other headers when given, its route params and the request context holding the
 * services. Every page miss the loader logs lands in `notFound`, every error it reports in `errors`,
 * and every log line in `logRecords`.
 */
export function buildLoaderArgs(
  url: string,
  services: Services,
  options: { params?: Record<string, string>; cookie?: string; headers?: Record<string, string>; areLocalPagesEnabled?: boolean } = {},
) {
  const { logger, records } = createRecordingLogger()
  const errors: unknown[] = []
  const context = new RouterContextProvider()
  const headers = new Headers({ ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) })
  context.set(requestContext, {
    requestId: 'req-test',
    cspNonce: 'nonce-test',
    publicUrl: TEST_PUBLIC_URL,
    logger,
    services,
    refusedStatus: null,
    areLocalPagesEnabled: options.areLocalPagesEnabled ?? false,
    viewer: () => services.auth.readViewer(headers),
    reportError: (error) => errors.push(error),
  })
  const args = { request: new Request(url, { headers }), context, params: options.params ?? {} }
  const notFound = {
    /** The paths the loader reported as missing pages. */
    get paths(): string[] {
      return records.filter((record) => record.msg === 'page not found').map((record) => String(record.path))
    },
  }
  // Each route's generated LoaderArgs also carry route-pattern details our loaders never read.
  return { args: args as never, notFound, errors, logRecords: records }
}
