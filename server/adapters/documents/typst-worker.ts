import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import { mapClusterText } from './pdf-cluster-text.ts'
import { splitSvgPages } from './svg-pages.ts'

/**
 * One Typst compiler on its own thread (typst-pool.ts starts these). `compile()` is synchronous, so it
 * runs here rather than on the request thread. The compiler sees only the fonts it is given (never
 * the machine's) and the template root; the data is a shadow file `/input.json` replaced before each
 * compile, so user text is only ever read by `json()`, never parsed as Typst source. After each render
 * the global cache is evicted of what the last renders did not reuse, which keeps memory flat.
 */

export interface WorkerSettings {
  root: string
  fontFiles: string[]
}

export interface RenderMessage {
  id: number
  template: string
  data: string
  pdf: boolean
  svg: boolean
}

export type RenderReply =
  | { id: number; ok: true; pageCount: number; pdf: Uint8Array<ArrayBuffer> | null; svgPages: string[] | null }
  | { id: number; ok: false; message: string }

/** Cache entries unused for this many renders are evicted (the compiler's suggestion for a tool). */
const CACHE_MAX_AGE = 10

const settings: WorkerSettings = workerData
const compiler = NodeCompiler.create({
  workspace: settings.root,
  fontArgs: [{ fontBlobs: settings.fontFiles.map((file) => readFileSync(file)) }],
})
const inputPath = path.join(settings.root, 'input.json')

function render(message: RenderMessage): RenderReply {
  compiler.mapShadow(inputPath, Buffer.from(message.data, 'utf8'))
  try {
    const result = compiler.compile({ mainFilePath: path.join(settings.root, message.template) })
    const document = result.result
    if (!document) {
      const diagnostics = result.takeDiagnostics()?.shortDiagnostics ?? []
      return { id: message.id, ok: false, message: JSON.stringify(diagnostics).slice(0, 2000) }
    }
    const pageCount = document.numOfPages
    // Typst's text layer carries Indian-script clusters as ActualText only; pdf.js needs them in ToUnicode (decision 076).
    const pdf = message.pdf ? mapClusterText(new Uint8Array(compiler.pdf(document))).pdf : null
    const svgPages = message.svg ? splitSvgPages(compiler.svg(document), pageCount) : null
    return { id: message.id, ok: true, pageCount, pdf, svgPages }
  } finally {
    compiler.unmapShadow(inputPath)
    compiler.evictCache(CACHE_MAX_AGE)
  }
}

parentPort?.on('message', (message: RenderMessage) => {
  let reply: RenderReply
  try {
    reply = render(message)
  } catch (error) {
    reply = { id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  // The PDF's bytes move to the request thread rather than being copied.
  const transfer: ArrayBuffer[] = reply.ok && reply.pdf?.buffer instanceof ArrayBuffer ? [reply.pdf.buffer] : []
  parentPort?.postMessage(reply, transfer)
})
