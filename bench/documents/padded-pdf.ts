/**
 * A PDF grown to `size` bytes by an incremental update (bench/documents, decision 052): one stream
 * object of random bytes, as an embedded photo weighs, appended with its own xref section and a
 * trailer pointing back to the original. pdf.js opens the document as before and its text is the same;
 * the upload has the 5 MB file to receive, hold and open.
 */
export function padPdf(pdf: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const tail = new TextDecoder('latin1').decode(pdf.subarray(Math.max(0, pdf.length - 4096)))
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1])
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(new TextDecoder('latin1').decode(pdf))?.[1]
  const sizes = [...new TextDecoder('latin1').decode(pdf).matchAll(/\/Size\s+(\d+)/g)].map((match) => Number(match[1]))
  if (!Number.isInteger(startxref) || !root || sizes.length === 0) throw new Error('not a PDF this can grow')
  const number = Math.max(...sizes)
  const encoder = new TextEncoder()
  const fill = Math.max(0, size - pdf.length - 460)
  const header = encoder.encode(`\n${number} 0 obj\n<< /Length ${String(fill).padStart(9, '0')} >>\nstream\n`)
  const random = new Uint8Array(fill)
  for (let at = 0; at < fill; at += 65_536) crypto.getRandomValues(random.subarray(at, Math.min(fill, at + 65_536)))
  const objectAt = pdf.length + 1
  const xrefAt = pdf.length + header.length + fill + '\nendstream\nendobj\n'.length
  const trailer = encoder.encode(
    `\nendstream\nendobj\nxref\n${number} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${number + 1} /Root ${root} /Prev ${startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  )
  const out = new Uint8Array(pdf.length + header.length + fill + trailer.length)
  out.set(pdf)
  out.set(header, pdf.length)
  out.set(random, pdf.length + header.length)
  out.set(trailer, pdf.length + header.length + fill)
  return out
}
