import { AppError } from '#server/lib/app-error.ts'

/**
 * The document tools (decision 048): Typst compiles a template with its data into the PDF and the
 * SVG pages of the same layout, and `docx` writes Word files from a neutral outline. The resume
 * documents feature uses them now, and the premium issue's GST invoices render through the same
 * Typst renderer. Both are libraries, not remote services, but they live here like every vendor SDK
 * (eslint.config.js), composed once by createAdapters.
 */
export interface DocumentTools {
  typst: TypstRenderer
  writeDocx(outline: DocxOutline): Promise<Uint8Array<ArrayBuffer>>
  /** An uploaded PDF's text by pdf.js with eval off, its first `maxPages` pages (decision 052); fails with DocumentReadError. */
  readPdfText(bytes: Uint8Array, options: { maxPages: number }): Promise<PdfText>
}

export interface PdfText {
  /** The PDF's pages, all of them (the text is of the first `maxPages`). */
  pageCount: number
  /** Its lines as pdf.js ends them, pages one after the other. */
  text: string
}

/** A PDF that could not be read: one locked by a password, or one pdf.js cannot open (decision 052). */
export class DocumentReadError extends Error {
  readonly kind: 'encrypted' | 'unreadable'

  constructor(kind: DocumentReadError['kind'], detail: string, options?: ErrorOptions) {
    super(`pdf ${kind}: ${detail}`, options)
    this.name = 'DocumentReadError'
    this.kind = kind
  }
}

export interface TypstRenderRequest {
  /** The template's main file, relative to the renderer's template root (e.g. `resume/modern.typ`). */
  template: string
  /** What the template reads with `json("/input.json")`: data, never Typst source. */
  data: unknown
  /** Which outputs to make from the one compile. */
  output: { pdf: boolean; svg: boolean }
}

export interface TypstRendering {
  pageCount: number
  pdf: Uint8Array<ArrayBuffer> | null
  /** One SVG per page, each with the glyphs it uses. */
  svgPages: string[] | null
}

export interface TypstRenderer {
  /** Compiles off the request thread (a worker pool); fails with DocumentRenderError. */
  render(request: TypstRenderRequest): Promise<TypstRendering>
  /**
   * Starts every worker and renders `request` once on each (decision 081), so the first person to
   * preview or export does not wait for a thread to start, 18 fonts to load and a template's first
   * compile (200–400 ms here). Resolves when all are done, whatever they gave.
   */
  warm(request: TypstRenderRequest): Promise<void>
  /** Stops the workers (server shutdown, tests). */
  close(): Promise<void>
  /** Workers running now and renders done, for the benchmark and health. */
  stats(): { workers: number; rendered: number; queued: number }
}

/**
 * A compile that did not give a document: a template error, a time-out or a crashed worker. Its
 * detail goes to the log; callers answer with the code's text (the exports' 'Export Failed').
 */
export class DocumentRenderError extends AppError<'OPERATION_FAILED'> {
  readonly kind: 'template' | 'timeout' | 'worker' | 'overloaded'

  constructor(kind: DocumentRenderError['kind'], detail: string) {
    super('OPERATION_FAILED', { detail: `typst ${kind}: ${detail}` })
    this.name = 'DocumentRenderError'
    this.kind = kind
  }
}

/** A document as headings, paragraphs and bulleted lists: what the DOCX writer lays out in Word's own styles. */
export interface DocxOutline {
  title: string
  author: string
  blocks: DocxBlock[]
}

export type DocxRun = { text: string; bold?: boolean; italic?: boolean; link?: string }

export type DocxBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; level: 1 | 2; runs: DocxRun[] }
  | { kind: 'paragraph'; runs: DocxRun[] }
  | { kind: 'bullets'; items: DocxRun[][] }
