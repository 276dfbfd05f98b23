/**
 * The data of each event in a `text/event-stream` body (the WHATWG server-sent events format): an
 * event's `data:` lines joined by newlines, dispatched at the blank line that ends it. Comment lines
 * (`: keep-alive`) and the other fields (`event:`, `id:`, `retry:`) are skipped; CRLF, CR and LF all end
 * a line, even when a chunk boundary splits them. An event the body ends in without its blank line is
 * still given: chat servers that omit the last one mean it.
 */
export async function* readServerSentEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder()
  let buffer = ''
  let data: string[] = []
  let isInEvent = false

  function* takeLines(isEnd: boolean): Generator<string> {
    for (;;) {
      const end = buffer.search(/[\r\n]/)
      if (end === -1) break
      // A CR at the end of what has arrived may be the first half of a CRLF: wait for the next chunk.
      if (buffer[end] === '\r' && end === buffer.length - 1 && !isEnd) break
      const line = buffer.slice(0, end)
      buffer = buffer.slice(buffer.startsWith('\r\n', end) ? end + 2 : end + 1)
      yield line
    }
  }

  function* readLine(line: string): Generator<string> {
    if (line === '') {
      if (isInEvent) yield data.join('\n')
      data = []
      isInEvent = false
      return
    }
    if (line.startsWith(':')) return
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    if (field !== 'data') return
    const value = colon === -1 ? '' : line.slice(colon + 1)
    data.push(value.startsWith(' ') ? value.slice(1) : value)
    isInEvent = true
  }

  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true })
    for (const line of takeLines(false)) yield* readLine(line)
  }
  buffer += decoder.decode()
  for (const line of takeLines(true)) yield* readLine(line)
  if (buffer !== '') yield* readLine(buffer)
  if (isInEvent) yield data.join('\n')
}
