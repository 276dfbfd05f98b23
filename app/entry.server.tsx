import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { isScriptFreePage } from '#app/lib/script-free-page.ts'
import { deferScriptsAfterPaint } from '#app/lib/scripts-after-paint.server.ts'
import { startsScriptsAfterPaint } from '#app/lib/scripts-after-paint.ts'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import { loadAllLanguageResources } from './i18n/resources.ts'
import { NonceProvider } from './lib/nonce.tsx'
import { requestContext } from './lib/request-context.server.ts'
import { readRequestLanguage } from './shell/language.ts'
import { RequestLanguageProvider } from './shell/request-language.tsx'

// Every language is ready before the first request: a request renders in whichever its reader chose.
await loadAllLanguageResources()

// The server glue reads the context key from the built entry so both share one instance (server/web).
export { requestContext } from './lib/request-context.server.ts'

export const streamTimeout = 5_000

/**
 * Errors of loaders, actions and the render go to the server's log (pino, with the request id), not to
 * stderr as React Router's default does. A request the client gave up on is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  context.get(requestContext).reportError(error)
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { cspNonce, reportError } = loadContext.get(requestContext)

  const language = await readRequestLanguage(request)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once so the JSON-LD and content are all there.
    // So does the fast home (/?amp): streamed in parts, React would finish it with inline scripts.
    const isWholeDocument = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || isScriptFreePage(new URL(request.url))
    const readyOption: keyof RenderToPipeableStreamOptions = isWholeDocument ? 'onAllReady' : 'onShellReady'
    // The same matches the root's Layout reads with useMatches() when it writes the loader (decision 077).
    const isPaintFirst = startsScriptsAfterPaint(
      routerContext.staticHandlerContext.matches.map((match) => ({ handle: routerContext.routeModules[match.route.id]?.handle })),
    )
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={cspNonce}>
        <RequestLanguageProvider value={language}>
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </RequestLanguageProvider>
      </NonceProvider>,
      {
        nonce: cspNonce,
        // A boundary whose content is ready stays in place in the HTML: React otherwise moves a large one
        // (over 500 bytes, past the first 12.8 kB) into a hidden div that a script reveals, which a
        // browser without JavaScript never shows (the landing page's lower sections, decision 032).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(isPaintFirst ? body.pipe(deferScriptsAfterPaint()) : body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject above and reach handleError through the request handler.
          if (shellRendered) reportError(error)
        },
      },
    )
  })
}
