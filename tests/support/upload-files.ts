import { zipSync } from 'fflate'

/**
 * Files the resume upload must refuse (decision 052), made in the test rather than kept as binaries:
 * a PDF whose page has no text (what a scan gives pdf.js), one locked by a password, a program, and
 * zip bombs renamed .docx.
 */

/** A one-page PDF; with `text`, the page shows it in Helvetica, else it only draws a rectangle (a scan's text layer: none). */
export function minimalPdf(options: { text?: string; encrypted?: boolean } = {}): Uint8Array {
  const content = options.text === undefined ? '0 0 m 100 100 l 200 200 re f' : `BT /F1 12 Tf 72 720 Td (${options.text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  if (options.encrypted) {
    // A standard security handler whose user password is not empty: /U matches no key the empty password gives.
    const filler = '<' + 'ab'.repeat(32) + '>'
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O ${filler} /U <${'cd'.repeat(32)}> /P -44 >>`)
  }
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`
    : ''
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

/** The start of a Linux program (ELF) and some bytes after it: what a program renamed .pdf is. */
export function programBytes(size = 64 * 1024): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00])
  for (let index = 8; index < size; index++) bytes[index] = (index * 31) % 256
  return bytes
}

/** A ZIP whose word/document.xml unpacks to `megabytes` MB of one repeated byte: a few tens of KB packed. */
export function zipBombDocx(megabytes = 16): Uint8Array {
  const xml = new Uint8Array(megabytes * 1024 * 1024).fill(0x20)
  return zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types/>'), 'word/document.xml': [xml, { level: 9 }] })
}

/** A ZIP of `count` empty entries: a bomb by number rather than by size. */
export function manyEntriesDocx(count = 5000): Uint8Array {
  const files: Record<string, Uint8Array> = {}
  for (let index = 0; index < count; index++) files[`word/media/${index}.xml`] = new Uint8Array(0)
  files['word/document.xml'] = new TextEncoder().encode(
    '<w:document><w:body><w:p><w:r><w:t>Asha Rao</w:t></w:r></w:p></w:body></w:document>',
  )
  return zipSync(files, { level: 0 })
}
