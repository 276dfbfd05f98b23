import { BoundedFetchError } from '#server/lib/bounded-fetch.ts'
import {
  buildJSearchHeaders,
  buildJSearchSearchUrl,
  JSEARCH_DEFAULT_BASE_URL,
  JSEARCH_PAGE_SIZE,
  parseJSearchAnswer,
  readJSearchQuota,
  toJSearchPosting,
} from './jsearch-protocol.ts'
import { SourceReadError, type ConnectorPage, type JobConnector } from './port.ts'

/**
 * A JSearch search as a job source (`{ kind: 'jsearch', query, country? }`): its result pages, one
 * request a page (num_pages=1, so a run spends one request of the quota per page), from page 1 until
 * a page comes back short or `context.maxPages` is reached. JSearch's job already is the spec's Job
 * shape, so the postings are its jobs with their own fields picked (jsearch-protocol.ts).
 *
 * Paging also stops when RapidAPI says the plan's quota is used up: the pages read so far are the
 * run's, and the live search (jsearch-client.ts) keeps the rest of the day's requests.
 */
export const jsearchConnector: JobConnector<'jsearch'> = {
  kind: 'jsearch',
  async *fetchPostings(source, context) {
    const credentials = context.credentials.jsearch
    if (credentials === null) {
      throw new SourceReadError('JSearch needs JSEARCH_API_KEY: set it to the RapidAPI key of a JSearch subscription')
    }
    const baseUrl = source.baseUrl ?? JSEARCH_DEFAULT_BASE_URL
    const headers = buildJSearchHeaders(credentials)
    for (let page = 1; page <= context.maxPages; page += 1) {
      const url = buildJSearchSearchUrl(baseUrl, {
        query: source.query,
        page,
        num_pages: 1,
        ...(source.country === undefined ? {} : { country: source.country }),
      })
      const response = await context.http(url, { headers }).catch((error: unknown) => {
        throw isRefusedKey(error) ? new SourceReadError(`RapidAPI refused JSEARCH_API_KEY (HTTP ${error.status})`) : error
      })
      const answer = parseJSearchAnswer(response.text())
      if (answer === null) throw new SourceReadError(`JSearch answered page ${page} in an unknown form`)
      yield toPage(answer.data)
      if (answer.data.length < JSEARCH_PAGE_SIZE) return
      const quota = readJSearchQuota(response.headers)
      if (quota !== null && quota.remaining <= 0) return
    }
  },
}

function toPage(data: readonly unknown[]): ConnectorPage {
  const page: ConnectorPage = { postings: [], rejected: [] }
  for (const entry of data) {
    const item = toJSearchPosting(entry)
    if (item.ok) page.postings.push(item.posting)
    else page.rejected.push({ item: item.item, reason: item.reason })
  }
  return page
}

function isRefusedKey(error: unknown): error is BoundedFetchError & { status: number } {
  return error instanceof BoundedFetchError && (error.status === 401 || error.status === 403)
}
