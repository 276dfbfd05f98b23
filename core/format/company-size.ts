/**
 * A company's size as sources write it ('201-500 employees', '10,001+ employees'), read into figures
 * so the page can say it in the reader's language; anything else is shown as given.
 */
export type CompanySizeDescriptor =
  { kind: 'range'; min: string; max: string } | { kind: 'from'; min: string } | { kind: 'text'; text: string }

const rangePattern = /^(\d[\d,]*)\s*(?:-|–|to)\s*(\d[\d,]*)\s+employees$/i
const fromPattern = /^(\d[\d,]*)\s*\+\s*employees$/i

export function describeCompanySize(size: string): CompanySizeDescriptor {
  const text = size.trim()
  const range = rangePattern.exec(text)
  if (range?.[1] && range[2]) return { kind: 'range', min: range[1], max: range[2] }
  const from = fromPattern.exec(text)
  if (from?.[1]) return { kind: 'from', min: from[1] }
  return { kind: 'text', text }
}
