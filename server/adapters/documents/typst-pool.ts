import { Worker } from 'node:worker_threads'
import { typstFontFiles } from './fonts.ts'
import { DocumentRenderError, type TypstRenderer, type TypstRendering, type TypstRenderRequest } from './port.ts'
import type { RenderMessage, RenderReply, WorkerSettings } from './typst-worker.ts'

/**
 * Typst compiles on a small pool of worker threads (decision 048). Workers start on the first render,
 * or all at once when the server warms the pool after it starts (`warm`, decision 081), and are unref'd
 * so they keep no process alive. Each takes
 * one render at a time; others wait in a bounded queue. A render that outlives `timeoutMs` is failed
 * and its worker replaced (a compile cannot be interrupted; the thread is terminated instead), as is a
 * worker that crashed.
 */

export interface TypstPoolSettings {
  /** The directory templates live in; the compiler reads nothing outside it but the data and fonts. */
  root: string
  workers: number
  timeoutMs: number
  /** Renders waiting beyond this are refused at once rather than queued (overload). */
  maxQueued?: number
}

interface Job {
  message: RenderMessage
  resolve: (rendering: TypstRendering) => void
  reject: (error: DocumentRenderError) => void
}

interface Slot {
  worker: Worker
  job: Job | null
  timer: NodeJS.Timeout | null
}

const WORKER_URL = new URL('./typst-worker.ts', import.meta.url)

/**
 * A worker's JavaScript heap is small and collected early: it only splits SVG strings and passes
 * bytes on, and without a limit V8 lets the garbage of thousands of renders pile up to its default
 * ceiling before collecting it (RSS grew 100+ MB over 2,500 renders). The compiler's own memory is
 * outside this heap; its cache is evicted after every render.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 }

export function createTypstPool(settings: TypstPoolSettings): TypstRenderer {
  const maxQueued = settings.maxQueued ?? 200
  const workerSettings: WorkerSettings = { root: settings.root, fontFiles: typstFontFiles() }
  const slots: Slot[] = []
  const queue: Job[] = []
  let nextId = 1
  let rendered = 0
  let isClosed = false

  function startSlot(): Slot {
    const worker = new Worker(WORKER_URL, { workerData: workerSettings, resourceLimits: WORKER_HEAP })
    worker.unref()
    const slot: Slot = { worker, job: null, timer: null }
    worker.on('message', (reply: RenderReply) => finish(slot, reply))
    worker.on('error', (error) => replace(slot, new DocumentRenderError('worker', error.message)))
    worker.on('exit', (code) => {
      if (!isClosed && slots.includes(slot)) replace(slot, new DocumentRenderError('worker', `worker exited with ${code}`))
    })
    slots.push(slot)
    return slot
  }

  function finish(slot: Slot, reply: RenderReply): void {
    const job = slot.job
    if (!job || job.message.id !== reply.id) return
    if (slot.timer) clearTimeout(slot.timer)
    slot.job = null
    slot.timer = null
    rendered += 1
    if (reply.ok) job.resolve({ pageCount: reply.pageCount, pdf: reply.pdf, svgPages: reply.svgPages })
    else job.reject(new DocumentRenderError('template', reply.message))
    dispatch()
  }

  /** Fails the slot's render (if any) and puts a fresh worker in its place. */
  function replace(slot: Slot, error: DocumentRenderError): void {
    const index = slots.indexOf(slot)
    if (index === -1) return
    slots.splice(index, 1)
    if (slot.timer) clearTimeout(slot.timer)
    slot.job?.reject(error)
    slot.job = null
    void slot.worker.terminate()
    if (!isClosed) dispatch()
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const slot = slots.find((candidate) => candidate.job === null) ?? (slots.length < settings.workers ? startSlot() : null)
      if (!slot) return
      const job = queue.shift()
      if (!job) return
      slot.job = job
      slot.timer = setTimeout(
        () => replace(slot, new DocumentRenderError('timeout', `no document within ${settings.timeoutMs} ms`)),
        settings.timeoutMs,
      )
      slot.timer.unref()
      slot.worker.postMessage(job.message)
    }
  }

  function render(request: TypstRenderRequest): Promise<TypstRendering> {
    if (isClosed) return Promise.reject(new DocumentRenderError('worker', 'the renderer is closed'))
    if (queue.length >= maxQueued) return Promise.reject(new DocumentRenderError('overloaded', `${queue.length} renders waiting`))
    return new Promise<TypstRendering>((resolve, reject) => {
      const message: RenderMessage = {
        id: nextId++,
        template: request.template,
        data: JSON.stringify(request.data),
        pdf: request.output.pdf,
        svg: request.output.svg,
      }
      queue.push({ message, resolve, reject })
      dispatch()
    })
  }

  return {
    render,
    async warm(request) {
      // As many renders as workers, queued at once: dispatch starts a worker for each while none is free.
      await Promise.allSettled(Array.from({ length: settings.workers }, () => render(request)))
    },
    async close() {
      isClosed = true
      for (const job of queue.splice(0)) job.reject(new DocumentRenderError('worker', 'the renderer is closed'))
      const closing = slots.splice(0)
      for (const slot of closing) {
        if (slot.timer) clearTimeout(slot.timer)
        slot.job?.reject(new DocumentRenderError('worker', 'the renderer is closed'))
      }
      await Promise.all(closing.map((slot) => slot.worker.terminate()))
    },
    stats() {
      return { workers: slots.length, rendered, queued: queue.length }
    },
  }
}
