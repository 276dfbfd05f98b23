/**
 * The text of an old Word document (.doc, Word 97–2003; issue 20, decision 052), best effort: the
 * compound file's WordDocument stream, its piece table (the CLX in the 0Table or 1Table stream) and
 * the main text's characters, 8-bit (Windows-1252) or UTF-16 per piece. Formatting, lists, headers
 * and text boxes are not read; field codes are dropped and their results kept. A file this cannot
 * read, or one saved with a password, fails with DocReadError and the upload says so.
 */

export class DocReadError extends Error {
  readonly kind: 'encrypted' | 'unreadable'

  constructor(kind: DocReadError['kind'], detail: string) {
    super(`doc ${kind}: ${detail}`)
    this.name = 'DocReadError'
    this.kind = kind
  }
}

const END_OF_CHAIN = 0xfffffffe
const FREE_SECTOR = 0xffffffff

function fail(detail: string): never {
  throw new DocReadError('unreadable', detail)
}

/** A compound file (MS-CFB) read just enough to open its streams by name. */
function openCompoundFile(bytes: Uint8Array) {
  if (bytes.length < 512) fail('shorter than a compound file header')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : fail(`read past the end at ${at}`))
  const sectorShift = view.getUint16(0x1e, true)
  const miniShift = view.getUint16(0x20, true)
  if (sectorShift !== 9 && sectorShift !== 12) fail(`sector shift ${sectorShift}`)
  const sectorSize = 1 << sectorShift
  const miniSize = 1 << miniShift
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize

  // The FAT's own sectors: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = []
  for (let index = 0; index < 109; index++) {
    const sector = u32(0x4c + index * 4)
    if (sector < sectorCount) fatSectors.push(sector)
  }
  let difat = u32(0x44)
  for (let hops = 0; difat < sectorCount && hops < sectorCount; hops++) {
    const base = sectorOffset(difat)
    for (let index = 0; index < sectorSize / 4 - 1; index++) {
      const sector = u32(base + index * 4)
      if (sector < sectorCount) fatSectors.push(sector)
    }
    difat = u32(base + sectorSize - 4)
  }
  const fat: number[] = []
  for (const sector of fatSectors) {
    const base = sectorOffset(sector)
    for (let index = 0; index < sectorSize / 4; index++) fat.push(u32(base + index * 4))
  }

  function chain(start: number, table: number[], limit: number): number[] {
    const sectors: number[] = []
    for (let sector = start; sector !== END_OF_CHAIN && sector !== FREE_SECTOR; sector = table[sector] ?? fail('broken chain')) {
      if (sector >= limit || sectors.length > limit) fail('a sector chain leaves the file or loops')
      sectors.push(sector)
    }
    return sectors
  }

  function readChain(start: number, size: number): Uint8Array {
    const out = new Uint8Array(size)
    let offset = 0
    for (const sector of chain(start, fat, sectorCount)) {
      if (offset >= size) break
      const from = sectorOffset(sector)
      const part = bytes.subarray(from, Math.min(from + sectorSize, from + size - offset))
      out.set(part, offset)
      offset += part.length
    }
    return out
  }

  const directory = readChain(u32(0x30), chain(u32(0x30), fat, sectorCount).length * sectorSize)
  const entries: { name: string; type: number; start: number; size: number }[] = []
  for (let at = 0; at + 128 <= directory.length; at += 128) {
    const nameLength = Math.min(64, directory[at + 0x40]! | (directory[at + 0x41]! << 8))
    const name = new TextDecoder('utf-16le').decode(directory.subarray(at, at + Math.max(0, nameLength - 2)))
    const entryView = new DataView(directory.buffer, directory.byteOffset + at, 128)
    entries.push({ name, type: directory[at + 0x42]!, start: entryView.getUint32(0x74, true), size: entryView.getUint32(0x78, true) })
  }
  const root = entries[0] ?? fail('no root entry')
  const miniCutoff = u32(0x38)
  let miniStream: Uint8Array | null = null
  let miniFat: number[] | null = null

  return {
    stream(name: string): Uint8Array | null {
      const entry = entries.find((candidate) => candidate.type === 2 && candidate.name === name)
      if (!entry) return null
      if (entry.size > bytes.length) fail(`stream ${name} larger than the file`)
      if (entry.size >= miniCutoff) return readChain(entry.start, entry.size)
      miniStream ??= readChain(root.start, Math.min(root.size, bytes.length))
      if (!miniFat) {
        const table = readChain(u32(0x3c), chain(u32(0x3c), fat, sectorCount).length * sectorSize)
        const tableView = new DataView(table.buffer, table.byteOffset, table.byteLength)
        miniFat = Array.from({ length: table.length / 4 }, (_, index) => tableView.getUint32(index * 4, true))
      }
      const out = new Uint8Array(entry.size)
      let offset = 0
      for (const sector of chain(entry.start, miniFat, miniFat.length)) {
        if (offset >= entry.size) break
        const from = sector * miniSize
        const part = miniStream.subarray(from, Math.min(from + miniSize, from + entry.size - offset))
        out.set(part, offset)
        offset += part.length
      }
      return out
    },
  }
}

export function readDocText(bytes: Uint8Array): string {
  const file = openCompoundFile(bytes)
  const word = file.stream('WordDocument') ?? fail('no WordDocument stream')
  if (word.length < 0x200) fail('WordDocument stream too short')
  const view = new DataView(word.buffer, word.byteOffset, word.byteLength)
  if (view.getUint16(0, true) !== 0xa5ec) fail('not a Word 97–2003 document')
  const flags = view.getUint16(0x0a, true)
  if (flags & 0x0100) throw new DocReadError('encrypted', 'fEncrypted is set')
  const table = file.stream(flags & 0x0200 ? '1Table' : '0Table') ?? fail('no table stream')

  // The FIB's variable parts: fibRgW (csw 16-bit words), fibRgLw (cslw 32-bit), then the fc/lcb pairs.
  const csw = view.getUint16(0x20, true)
  const lwStart = 0x22 + csw * 2 + 2
  const cslw = view.getUint16(0x22 + csw * 2, true)
  const ccpText = view.getInt32(lwStart + 3 * 4, true)
  const pairsStart = lwStart + cslw * 4 + 2
  const fcClx = view.getUint32(pairsStart + 33 * 8, true)
  const lcbClx = view.getUint32(pairsStart + 33 * 8 + 4, true)
  if (fcClx + lcbClx > table.length || lcbClx === 0) fail('no piece table')

  const tableView = new DataView(table.buffer, table.byteOffset, table.byteLength)
  let at = fcClx
  while (at < fcClx + lcbClx && table[at] === 0x01) at += 3 + tableView.getInt16(at + 1, true)
  if (table[at] !== 0x02) fail('no piece table descriptor')
  const lcb = tableView.getUint32(at + 1, true)
  const plc = at + 5
  const pieces = Math.floor((lcb - 4) / 12)
  if (pieces <= 0 || plc + lcb > table.length) fail('piece table out of bounds')

  const cp1252 = new TextDecoder('windows-1252')
  const utf16 = new TextDecoder('utf-16le')
  let text = ''
  for (let index = 0; index < pieces && text.length < ccpText; index++) {
    const start = tableView.getUint32(plc + index * 4, true)
    const end = tableView.getUint32(plc + (index + 1) * 4, true)
    const raw = tableView.getUint32(plc + (pieces + 1) * 4 + index * 8 + 2, true)
    const count = Math.max(0, end - start)
    if (raw & 0x40000000) {
      const from = (raw & 0x3fffffff) / 2
      if (from + count > word.length) fail('piece out of bounds')
      text += cp1252.decode(word.subarray(from, from + count))
    } else {
      if (raw + count * 2 > word.length) fail('piece out of bounds')
      text += utf16.decode(word.subarray(raw, raw + count * 2))
    }
  }
  return cleanWordText(ccpText > 0 ? text.slice(0, ccpText) : text)
}

/** Word's special characters: paragraph and cell marks become line breaks, field codes go, results stay. */
function cleanWordText(text: string): string {
  /* eslint-disable no-control-regex -- Word marks structure with control characters; these are what it replaces */
  return (
    text
      // A field is \x13 code \x14 result \x15 (or \x13 code \x15): keep the result.
      .replace(/\x13[^\x13\x14\x15]*\x14([^\x13\x15]*)\x15/g, '$1')
      .replace(/\x13[^\x13\x15]*\x15/g, '')
      .replace(/[\r\x0b\x0c\x0e]/g, '\n')
      .replace(/\x07/g, ' ')
      .replace(/\x1e/g, '-')
      .replace(/[\x00-\x08\x10-\x1f]/g, '')
  )
  /* eslint-enable no-control-regex */
}
