import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun, type ParagraphChild } from 'docx'
import type { DocxBlock, DocxOutline, DocxRun } from './port.ts'

/**
 * A Word file from a neutral outline (decision 048), in Word's own styles: the name is Title, the
 * sections Heading 1, entries Heading 2, lists real bulleted list paragraphs (numbering, not typed
 * '•' characters), links real hyperlinks. ATS parsers and screen readers read those styles.
 */

const FONT = 'Calibri'

export async function writeDocx(outline: DocxOutline): Promise<Uint8Array<ArrayBuffer>> {
  const document = new Document({
    creator: outline.author,
    title: outline.title,
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    sections: [{ children: outline.blocks.flatMap(toParagraphs) }],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}

function toParagraphs(block: DocxBlock): Paragraph[] {
  switch (block.kind) {
    case 'title':
      return [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(block.text)] })]
    case 'heading':
      return [
        new Paragraph({ heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2, children: block.runs.map(toRun) }),
      ]
    case 'paragraph':
      return [new Paragraph({ children: block.runs.map(toRun) })]
    case 'bullets':
      return block.items.map((runs) => new Paragraph({ bullet: { level: 0 }, children: runs.map(toRun) }))
  }
}

function toRun(run: DocxRun): ParagraphChild {
  const text = new TextRun({
    text: run.text,
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italics: true } : {}),
    ...(run.link ? { style: 'Hyperlink' } : {}),
  })
  return run.link ? new ExternalHyperlink({ link: run.link, children: [text] }) : text
}
