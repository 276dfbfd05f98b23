import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Reading a PDF's text back the way ATS systems do, for the renderer's tests: poppler's pdftotext
 * and pdf.js (server/adapters/documents/pdf-text.ts), split into words.
 */

/** Marks a template draws between items (bullets, separators): layout, not the resume's words. */
const DECORATIONS = new Set(['•', '·', '|', '/', '▸', '›', '■', '◦'])

export function toWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => word !== '' && !DECORATIONS.has(word))
}

export function pdftotext(pdf: Uint8Array): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'pdftotext-'))
  try {
    const file = path.join(directory, 'resume.pdf')
    writeFileSync(file, pdf)
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

export function pdffonts(pdf: Uint8Array): string[] {
  const directory = mkdtempSync(path.join(tmpdir(), 'pdffonts-'))
  try {
    const file = path.join(directory, 'resume.pdf')
    writeFileSync(file, pdf)
    const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2)
    return lines.map((line) => line.split(/\s+/)[0] ?? '').filter((name) => name !== '')
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

/** The share of `expected` words found, each as often as expected, in `actual`. */
export function shareFound(expected: readonly string[], actual: readonly string[]): number {
  if (expected.length === 0) return 1
  const counts = new Map<string, number>()
  for (const word of actual) counts.set(word, (counts.get(word) ?? 0) + 1)
  let found = 0
  for (const word of expected) {
    const left = counts.get(word) ?? 0
    if (left > 0) {
      found += 1
      counts.set(word, left - 1)
    }
  }
  return found / expected.length
}
