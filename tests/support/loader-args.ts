import { RouterContextProvider } from 'react-router'
import { requestContext } from '#app/lib/request-context.server.ts'
import type { Services } from '#server/services.ts'
import { createRecordingLogger } from './services.ts'

/** The public URL the loaders build canonical and JSON-LD links from in these tests. */
const TEST_PUBLIC_URL = 'https://jobyatra.example'

/**
 * What the server hands a route loader (server/web/react-router.ts builds it per request): the
 * request, with the language cookie and other headers when given, its route params and the request context holding the
 * services (a POST when `form` is given, for an action). Every page miss the loader logs lands in `notFound`, every error it reports in `errors`,
 * and every log line in `logRecords`.
 */
export function buildLoaderArgs(
  url: string,
  services: Services,
  options: {
    params?: Record<string, string>
    cookie?: string
    headers?: Record<string, string>
    areLocalPagesEnabled?: boolean
    /** A form posted to the page's action (a POST of these fields, url-encoded), and the address it came from. */
    form?: Record<string, string>
    clientIp?: string
  } = {},
) {
  const { logger, records } = createRecordingLogger()
  const errors: unknown[] = []
  const context = new RouterContextProvider()
  const headers = new Headers({ ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) })
  context.set(requestContext, {
    requestId: 'req-test',
    clientIp: options.clientIp ?? '127.0.0.1',
    cspNonce: 'nonce-test',
    publicUrl: TEST_PUBLIC_URL,
    logger,
    services,
    refusedStatus: null,
    areLocalPagesEnabled: options.areLocalPagesEnabled ?? false,
    viewer: () => services.auth.readViewer(headers),
    reportError: (error) => errors.push(error),
  })
  const request = options.form
    ? new Request(url, { method: 'POST', headers, body: new URLSearchParams(options.form) })
    : new Request(url, { headers })
  const args = { request, context, params: options.params ?? {} }
  const notFound = {
    /** The paths the loader reported as missing pages. */
    get paths(): string[] {
      return records.filter((record) => record.msg === 'page not found').map((record) => String(record.path))
    },
  }
  // Each route's generated LoaderArgs also carry route-pattern details our loaders never read.
  return { args: args as never, notFound, errors, logRecords: records }
}

/** What a route loader answered, as React Router reads it. */
export interface LoaderAnswer {
  /** 200 for a page; a redirect's status; the status of `data(…, { status })`, thrown or returned (serverRoute throws errors so). */
  status: number
  /** A redirect's Location, else null. */
  location: string | null
  /** The loader's data, or the body of `data(…)`; undefined for a redirect. */
  data: unknown
}

/** Runs a loader and reads its answer: a page, a redirect (a thrown Response) or a status given with data(). */
export async function readLoaderAnswer(run: () => unknown): Promise<LoaderAnswer> {
  let result: unknown
  try {
    result = await run()
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location'), data: undefined }
    const withInit = readDataWithInit(thrown)
    if (!withInit) throw thrown
    return { status: withInit.status, location: null, data: withInit.data }
  }
  const withInit = readDataWithInit(result)
  return withInit ? { status: withInit.status, location: null, data: withInit.data } : { status: 200, location: null, data: result }
}

/** React Router's `data(body, { status })`: an object with the body and its ResponseInit. */
function readDataWithInit(value: unknown): { status: number; data: unknown } | null {
  if (typeof value !== 'object' || value === null || !('init' in value) || !('data' in value)) return null
  const { init, data } = value
  const status = typeof init === 'object' && init !== null && 'status' in init && typeof init.status === 'number' ? init.status : 200
  return { status, data }
}
