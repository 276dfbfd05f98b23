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

/**
 * A Word 97–2003 document (.doc) holding `text` as one 8-bit piece: an OLE compound file (512-byte
 * sectors) with a WordDocument stream (its FIB pointing at the piece table) and a 0Table stream (the
 * CLX), each over 4 KB so both live in the main FAT. Paragraphs end with '\r' as in Word. With
 * `encrypted`, the FIB's fEncrypted flag is set. What the old-.doc reader is tested on, as no real
 * .doc file is kept in the repository.
 */
export function wordDocument(text: string, options: { encrypted?: boolean } = {}): Uint8Array {
  const SECTOR = 512
  // eslint-disable-next-line no-control-regex -- Word's field marks (0x13–0x15) are kept, other control characters are not
  const bytes = new TextEncoder().encode(text.replace(/[^\x20-\x7e\r\x13-\x15]/g, '?'))
  const textAt = 0x800
  const word = new Uint8Array(Math.max(4096, textAt + bytes.length + SECTOR))
  const wordView = new DataView(word.buffer)
  wordView.setUint16(0x00, 0xa5ec, true)
  wordView.setUint16(0x02, 193, true) // nFib: Word 97
  wordView.setUint16(0x0a, options.encrypted ? 0x0100 : 0, true)
  wordView.setUint16(0x20, 14, true) // csw
  wordView.setUint16(0x3e, 22, true) // cslw
  wordView.setInt32(0x4c, bytes.length, true) // ccpText
  wordView.setUint16(0x98, 93, true) // cbRgFcLcb
  wordView.setUint32(0x1a2, 0, true) // fcClx
  wordView.setUint32(0x1a6, 21, true) // lcbClx
  word.set(bytes, textAt)

  const table = new Uint8Array(4096)
  const tableView = new DataView(table.buffer)
  table[0] = 0x02
  tableView.setUint32(1, 16, true) // one piece: two CPs and one PCD
  tableView.setUint32(5, 0, true)
  tableView.setUint32(9, bytes.length, true)
  tableView.setUint32(13 + 2, ((textAt * 2) | 0x40000000) >>> 0, true)

  const wordSectors = word.length / SECTOR
  const tableSectors = table.length / SECTOR
  const file = new Uint8Array(SECTOR * (1 + 2 + wordSectors + tableSectors))
  const view = new DataView(file.buffer)
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  view.setUint16(0x18, 0x3e, true)
  view.setUint16(0x1a, 3, true)
  view.setUint16(0x1c, 0xfffe, true)
  view.setUint16(0x1e, 9, true)
  view.setUint16(0x20, 6, true)
  view.setUint32(0x2c, 1, true) // one FAT sector
  view.setUint32(0x30, 1, true) // the directory in sector 1
  view.setUint32(0x38, 4096, true)
  view.setUint32(0x3c, 0xfffffffe, true)
  view.setUint32(0x44, 0xfffffffe, true)
  for (let index = 0; index < 109; index++) view.setUint32(0x4c + index * 4, index === 0 ? 0 : 0xffffffff, true)

  const sectorAt = (sector: number) => SECTOR * (sector + 1)
  const fat = sectorAt(0)
  for (let index = 0; index < SECTOR / 4; index++) view.setUint32(fat + index * 4, 0xffffffff, true)
  view.setUint32(fat, 0xfffffffd, true)
  view.setUint32(fat + 4, 0xfffffffe, true)
  const chain = (start: number, count: number) => {
    for (let index = 0; index < count; index++)
      view.setUint32(fat + (start + index) * 4, index === count - 1 ? 0xfffffffe : start + index + 1, true)
  }
  chain(2, wordSectors)
  chain(2 + wordSectors, tableSectors)

  const entry = (index: number, name: string, type: number, start: number, size: number, child: number, right: number) => {
    const at = sectorAt(1) + index * 128
    for (let char = 0; char < name.length; char++) view.setUint16(at + char * 2, name.charCodeAt(char), true)
    view.setUint16(at + 0x40, (name.length + 1) * 2, true)
    file[at + 0x42] = type
    file[at + 0x43] = 1
    view.setUint32(at + 0x44, 0xffffffff, true)
    view.setUint32(at + 0x48, right, true)
    view.setUint32(at + 0x4c, child, true)
    view.setUint32(at + 0x74, start, true)
    view.setUint32(at + 0x78, size, true)
  }
  entry(0, 'Root Entry', 5, 0xfffffffe, 0, 1, 0xffffffff)
  entry(1, 'WordDocument', 2, 2, word.length, 0xffffffff, 2)
  entry(2, '0Table', 2, 2 + wordSectors, table.length, 0xffffffff, 0xffffffff)
  file.set(word, sectorAt(2))
  file.set(table, sectorAt(2 + wordSectors))
  return file
}

/** The CSV files of a LinkedIn "Download your data" archive, as LinkedIn writes them (CRLF, quoted where needed). */
export const LINKEDIN_CSV: Readonly<Record<string, string>> = {
  'Profile.csv':
    'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\r\n' +
    'Asha,Rao,,,"Mar 4, 1995",Senior Backend Engineer,"Backend engineer building payment systems, at scale.",Software Development,560001,"Bengaluru, Karnataka, India",,"[PERSONAL:https://asha.dev,COMPANY:https://example.com]",\r\n',
  'Positions.csv':
    'Company Name,Title,Description,Location,Started On,Finished On\r\n' +
    'Razorpay,Senior Backend Engineer,"Own the settlements service.\n• Cut payout latency by 40%\n• Led a team of 4","Bengaluru, Karnataka, India",Apr 2021,\r\n' +
    'Infosys,Software Engineer,Built internal tools.,"Mysuru, India",Jul 2017,Mar 2021\r\n',
  'Education.csv':
    'School Name,Start Date,End Date,Notes,Degree Name,Activities\r\n' +
    'National Institute of Technology Karnataka,2013,2017,,"Bachelor of Technology - BTech, Computer Science",Coding club\r\n',
  'Skills.csv': 'Name\r\nGo\r\nPostgreSQL\r\n go \r\nKafka\r\n',
  'Certifications.csv':
    'Name,Url,Authority,Started On,Finished On,License Number\r\n' +
    'AWS Certified Solutions Architect – Associate,https://aws.amazon.com/verify,Amazon Web Services (AWS),Jan 2023,,ABC123\r\n',
  'Languages.csv': 'Name,Proficiency\r\nEnglish,Full professional proficiency\r\nहिन्दी,Native or bilingual proficiency\r\n',
  'Projects.csv':
    'Title,Description,Url,Started On,Finished On\r\nUPI Reconciler,Matches bank files to UPI payments.,https://github.com/asha/upi,Jan 2022,Jun 2022\r\n',
  'Honors.csv': 'Title,Description,Issued On\r\nSpot Award,For the payouts migration,Dec 2022\r\n',
  'Email Addresses.csv':
    'Email Address,Confirmed,Primary,Updated On\r\nold@example.com,Yes,No,1/1/20\r\nasha.rao@example.com,Yes,Yes,5/6/24\r\n',
  'PhoneNumbers.csv': 'Extension,Number,Type\r\n,+91 98765 43210,Mobile\r\n',
  // Files a resume does not need are in the archive too, and are not read.
  'Connections.csv': 'Notes:\r\n"When exporting your connection data, you may notice…"\r\n\r\nFirst Name,Last Name\r\nRavi,Kumar\r\n',
}

/** A LinkedIn data-export ZIP of `files` (LINKEDIN_CSV by default), as the browser would send it. */
export function linkedinExportZip(files: Readonly<Record<string, string>> = LINKEDIN_CSV): Uint8Array {
  const encoder = new TextEncoder()
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, encoder.encode(text)])))
}
