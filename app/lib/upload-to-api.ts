import { endpointPath, UPLOAD_FIELD, type AnyEndpoint, type ApiPath, type EndpointSchemas, type PathParams } from '#core/api/endpoint.ts'
import { errorCatalogue } from '#core/errors/codes.ts'
import { ApiError, readError, toApiError, toApiUrl } from './api-client.ts'
import type { CallAnswer, CallEndpoint } from './call-api.ts'
import { recordFailedRequest } from './error-monitor.ts'

/**
 * A file sent to an endpoint declared with `request: 'multipart'` (decision 034), for resume uploads:
 * multipart/form-data with the file in the spec's field `file` (UPLOAD_FIELD) and any other fields
 * beside it, with upload progress. XMLHttpRequest, not fetch: fetch reports no upload progress.
 *
 * - A file over the endpoint's declared limit is refused here with FILE_TOO_LARGE (413), as the server
 *   would refuse it, without sending a byte.
 * - The answer is checked by the declared response schema (loaded side by side with the upload).
 * - Failures come as ApiError in our error shape: the server's own error body, NETWORK_UNAVAILABLE
 *   when the connection failed. Cancelling (`signal`) aborts the upload and rejects with the signal's
 *   reason (an AbortError), which is not recorded as a failure. An upload is never retried here.
 */

export interface UploadProgress {
  /** Bytes of the request sent so far (the whole multipart body, a little more than the file). */
  loaded: number
  /** The whole request's size. */
  total: number
}

export interface UploadOptions<Path extends ApiPath> {
  file: Blob
  /** The file's name as the server sees it; a File's own name otherwise. */
  fileName?: string
  /** Other form fields sent beside the file. */
  fields?: Readonly<Record<string, string>>
  params?: PathParams<Path>
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

export function uploadToApi<Schemas extends EndpointSchemas, Path extends ApiPath>(
  endpoint: CallEndpoint<Schemas, Path>,
  options: UploadOptions<Path>,
): Promise<CallAnswer<Schemas>>
// One loosely typed body behind the precise signature above: the answer is what the declared response
// schema parsed, and an endpoint without one answers nothing.
export async function uploadToApi(endpoint: AnyEndpoint, options: UploadOptions<ApiPath>): Promise<unknown> {
  const url = toApiUrl(endpointPath(endpoint, options.params))
  if (options.file.size > endpoint.bodyLimit) {
    const limitMb = Math.floor(endpoint.bodyLimit / (1024 * 1024))
    throw new ApiError(
      { code: 'FILE_TOO_LARGE', message: `The file is over ${limitMb} MB`, retryable: errorCatalogue.FILE_TOO_LARGE.retryable },
      errorCatalogue.FILE_TOO_LARGE.status,
    )
  }
  const schemaLoading = endpoint.answer === 'json' ? endpoint.loadSchemas() : null
  schemaLoading?.catch(() => undefined)
  const form = new FormData()
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
  const fileName = options.fileName ?? (options.file instanceof File ? options.file.name : 'upload')
  form.append(UPLOAD_FIELD, options.file, fileName)

  const answer = await send(endpoint.method, url, form, options)
  if (answer.status >= 400) {
    const failure = await readError(new Response(answer.text, { status: answer.status, headers: { 'content-type': answer.contentType } }))
    recordFailedRequest({ method: endpoint.method, url: new URL(url).pathname, status: failure.status, code: failure.body.code })
    throw failure
  }
  if (schemaLoading === null) return undefined
  let data: unknown
  let response: EndpointSchemas['response']
  try {
    data = JSON.parse(answer.text)
    response = (await schemaLoading).response
  } catch (error) {
    throw toApiError(error)
  }
  const parsed = response?.safeParse(data)
  if (!parsed?.success) {
    throw new ApiError(
      { code: 'UNKNOWN_ERROR', message: `The answer of ${endpoint.base}${endpoint.path} did not match its schema`, retryable: false },
      answer.status,
      { cause: parsed?.error },
    )
  }
  return parsed.data
}

interface RawAnswer {
  status: number
  text: string
  contentType: string
}

function send(method: string, url: string, form: FormData, options: UploadOptions<ApiPath>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { signal } = options
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const request = new XMLHttpRequest()
    const onAbort = () => request.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const settle = () => signal?.removeEventListener('abort', onAbort)
    request.open(method, url)
    request.setRequestHeader('accept', 'application/json')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total })
    })
    request.addEventListener('load', () => {
      settle()
      resolve({ status: request.status, text: request.responseText, contentType: request.getResponseHeader('content-type') ?? '' })
    })
    request.addEventListener('error', () => {
      settle()
      const failure = toApiError(new TypeError(`The upload to ${new URL(url).pathname} could not reach the server`))
      recordFailedRequest({ method, url: new URL(url).pathname, status: 0, code: failure.body.code })
      reject(failure)
    })
    request.addEventListener('abort', () => {
      settle()
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'))
    })
    request.send(form)
  })
}
