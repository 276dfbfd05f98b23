import { readFileSync } from 'node:fs'

/**
 * Passwords refused as too common (DESIGN.md Security, ASVS 6.2.11): the list in
 * common-passwords.txt, each of its words with the endings people add to them, and runs (one
 * character repeated, digits or letters counting up or down, keyboard rows). Compared lower-cased,
 * so 'Password123' is as common as 'password123'.
 */

const COMMON_ENDINGS = ['1', '12', '123', '1234', '12345', '123456', '007', '786', '@123', '@1234', '!', '@', '#', '01', '11', '99']
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz']

function readList(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
  const words = text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const entries = new Set<string>()
  for (const word of words) {
    entries.add(word)
    for (const ending of COMMON_ENDINGS) entries.add(`${word}${ending}`)
    for (let year = 1950; year <= 2030; year += 1) {
      entries.add(`${word}${year}`)
      entries.add(`${word}@${year}`)
    }
  }
  return entries
}

let list: Set<string> | null = null

function isRun(value: string): boolean {
  if (new Set(value).size === 1) return true
  return KEYBOARD_ROWS.some((row) => {
    const reversed = [...row].reverse().join('')
    return row.includes(value) || reversed.includes(value)
  })
}

export function isCommonPassword(password: string): boolean {
  list ??= readList()
  const value = password.toLowerCase()
  return list.has(value) || isRun(value)
}
