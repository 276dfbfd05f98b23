import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * Careers pages and job feeds on 127.0.0.1, as the sites publish them: recorded pages and feeds from
 * server/adapters/job-sources/fixtures/ served under the paths their own links use (a listing's
 * relative links lead to its job pages, an Atom feed's rel="next" to its second page), with the
 * content types those sites send. Beside them, the hostile sources a run must survive: malformed
 * JSON-LD and XML, entity expansion, a 50 MB feed (with and without Content-Length), feeds that never
 * end (fast and trickling), and `answerNext` for a 429 with Retry-After or a 500. It records every
 * request, and how many bytes of the endless and huge feeds it got into the socket before the client
 * hung up.
 */

export interface JobFeedsStandIn {
  baseUrl: string
  requests: Array<{ method: string; path: string; accept: string | null; at: number }>
  /** Body bytes the generated feeds (huge, endless, trickle) wrote before their clients hung up. */
  streamedBytes(): number
  /** Answers the next `times` requests (any path) with this status, headers and body instead. */
  answerNext(answer: { status: number; headers?: Record<string, string>; body?: string }, times?: number): void
  close(): Promise<void>
}

const fixtures = path.join(import.meta.dirname, '../../server/adapters/job-sources/fixtures')

const html = 'text/html; charset=utf-8'

/** Recorded responses by path (the query is ignored, as these sites do, except for Atom paging). */
const recorded: Readonly<Record<string, { file: string; contentType: string }>> = {
  '/careers/kaveri-fintech': { file: 'jsonld-graph-careers.html', contentType: html },
  '/careers/': { file: 'jsonld-listing.html', contentType: html },
  '/careers/jobs/1021-warehouse-operations-manager': { file: 'jsonld-job-1021-warehouse-operations-manager.html', contentType: html },
  '/careers/jobs/1022-customs-compliance-specialist': { file: 'jsonld-job-1022-customs-compliance-specialist.html', contentType: html },
  '/careers/jobs/1023-fleet-operations-lead': { file: 'jsonld-job-1023-fleet-operations-lead.html', contentType: html },
  '/feeds/hpsc-advertisements.xml': { file: 'feed-government-rss.xml', contentType: 'application/rss+xml; charset=utf-8' },
  '/feeds/careers.atom': { file: 'feed-atom.xml', contentType: 'application/atom+xml' },
  '/feeds/careers.atom?page=2': { file: 'feed-atom-page-2.xml', contentType: 'application/atom+xml' },
  '/feeds/indeed.xml': { file: 'feed-indeed.xml', contentType: 'application/xml' },
  '/feeds/jooble.xml': { file: 'feed-jooble.xml', contentType: 'text/xml; charset=UTF-8' },
  '/hostile/malformed-jsonld': { file: 'hostile/malformed-jsonld.html', contentType: html },
  '/hostile/malformed.xml': { file: 'hostile/malformed.xml', contentType: 'application/rss+xml' },
  '/hostile/billion-laughs.xml': { file: 'hostile/billion-laughs.xml', contentType: 'application/rss+xml' },
  '/hostile/external-entity.xml': { file: 'hostile/external-entity.xml', contentType: 'application/rss+xml' },
  '/hostile/scripts.xml': { file: 'hostile/scripts.xml', contentType: 'application/rss+xml; charset=utf-8' },
}

/** One RSS item, repeated to make the generated feeds: each is a valid item, so only size or time can stop a reader. */
const item = Buffer.from(
  '<item><title>Data Entry Operator</title><link>https://jobs.example.in/jobs/1</link>' +
    `<description>${'Typing speed 30 wpm, MS Office, Hindi and English. '.repeat(20)}</description></item>\n`,
)
const feedStart =
  '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Endless Jobs</title><link>https://jobs.example.in</link>\n'
const feedEnd = '</channel></rss>\n'

/** A well-formed feed of about 50 MB: as many items as fit. */
const HUGE_FEED_ITEMS = Math.floor((50 * 1024 * 1024 - feedStart.length - feedEnd.length) / item.byteLength)
const HUGE_FEED_BYTES = feedStart.length + HUGE_FEED_ITEMS * item.byteLength + feedEnd.length

export async function startJobFeedsStandIn(): Promise<JobFeedsStandIn> {
  const requests: JobFeedsStandIn['requests'] = []
  const queued: Array<{ status: number; headers?: Record<string, string>; body?: string }> = []
  const open = new Set<ServerResponse>()
  let streamed = 0

  /** Writes `count` items (or forever) as fast as the client reads them, stopping when it hangs up. */
  function streamItems(response: ServerResponse, count: number) {
    let isClosed = false
    let written = 0
    response.on('close', () => {
      isClosed = true
    })
    response.write(feedStart)
    const writeMore = () => {
      while (!isClosed && written < count) {
        written += 1
        streamed += item.byteLength
        if (!response.write(item)) {
          response.once('drain', writeMore)
          return
        }
      }
      if (!isClosed) response.end(feedEnd)
    }
    writeMore()
  }

  function trickleItems(response: ServerResponse) {
    response.write(feedStart)
    const timer = setInterval(() => {
      streamed += item.byteLength
      response.write(item)
    }, 50)
    response.on('close', () => clearInterval(timer))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push({ method: request.method ?? '', path: url.pathname + url.search, accept: request.headers.accept ?? null, at: Date.now() })
    const answer = queued.shift()
    if (answer !== undefined) {
      response.writeHead(answer.status, answer.headers)
      response.end(answer.body ?? '')
      return
    }
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET' })
      response.end()
      return
    }
    switch (url.pathname) {
      case '/hostile/huge.xml':
        response.writeHead(200, { 'content-type': 'application/rss+xml', 'content-length': String(HUGE_FEED_BYTES) })
        streamItems(response, HUGE_FEED_ITEMS)
        return
      case '/hostile/huge-chunked.xml':
        response.writeHead(200, { 'content-type': 'application/rss+xml' })
        streamItems(response, HUGE_FEED_ITEMS)
        return
      case '/hostile/endless.xml':
        response.writeHead(200, { 'content-type': 'application/rss+xml' })
        streamItems(response, Number.POSITIVE_INFINITY)
        return
      case '/hostile/trickle.xml':
        response.writeHead(200, { 'content-type': 'application/rss+xml' })
        trickleItems(response)
        return
    }
    const page = recorded[url.pathname === '/feeds/careers.atom' ? url.pathname + url.search : url.pathname]
    if (page === undefined) {
      response.writeHead(404, { 'content-type': html })
      response.end('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>')
      return
    }
    const body = await readFile(path.join(fixtures, page.file))
    response.writeHead(200, { 'content-type': page.contentType, 'content-length': String(body.byteLength) })
    response.end(body)
  }

  const server = createServer((request, response) => {
    open.add(response)
    response.on('close', () => open.delete(response))
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500)
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    streamedBytes: () => streamed,
    answerNext(answer, times = 1) {
      for (let count = 0; count < times; count += 1) queued.push(answer)
    },
    close: async () => {
      for (const response of open) response.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
