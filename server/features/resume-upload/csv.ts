/**
 * A small CSV reader (RFC 4180) for the LinkedIn data export (decision 067): fields separated by
 * commas, records by CRLF or LF (a lone CR too); a field in double quotes may hold commas, line breaks
 * and doubled quotes (""). A byte-order mark is dropped. Lenient where real files are: a quote inside an
 * unquoted field is kept as a character, and text after a closing quote joins the field. No dependency:
 * the project has no CSV parser, and these files are small and simple.
 */

/** Every record's fields, in order; an empty line is an empty record's single empty field and is dropped. */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let inQuotes = false
  let wasQuoted = false
  const endField = () => {
    record.push(field)
    field = ''
    wasQuoted = false
  }
  const endRecord = () => {
    endField()
    if (!(record.length === 1 && record[0] === '')) records.push(record)
    record = []
  }
  for (let at = 0; at < input.length; at++) {
    const char = input[at]
    if (inQuotes) {
      if (char === '"') {
        if (input[at + 1] === '"') {
          field += '"'
          at++
        } else inQuotes = false
      } else field += char
      continue
    }
    if (char === '"' && field === '' && !wasQuoted) {
      inQuotes = true
      wasQuoted = true
    } else if (char === ',') endField()
    else if (char === '\r') {
      if (input[at + 1] === '\n') at++
      endRecord()
    } else if (char === '\n') endRecord()
    else field += char
  }
  if (field !== '' || record.length > 0 || wasQuoted) endRecord()
  return records
}

/**
 * The records as objects keyed by the header row: the first record that holds `requiredColumn` (LinkedIn
 * puts notes before the header in some files). Missing fields are ''; none when there is no such header.
 */
export function readCsvTable(text: string, requiredColumn: string): Array<Record<string, string>> {
  const records = parseCsv(text)
  const headerAt = records.findIndex((record) => record.some((cell) => cell.trim() === requiredColumn))
  if (headerAt === -1) return []
  const header = (records[headerAt] ?? []).map((cell) => cell.trim())
  return records
    .slice(headerAt + 1)
    .map((record) => Object.fromEntries(header.map((name, index) => [name, (record[index] ?? '').trim()])))
    .filter((row) => Object.values(row).some((value) => value !== ''))
}
