import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const localesDir = join(import.meta.dirname, 'locales')

type Tree = { [key: string]: string | Tree }

function readNamespace(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') {
      entries.set(path, value)
      continue
    }
    for (const [nestedPath, nestedValue] of flatten(value, path)) entries.set(nestedPath, nestedValue)
  }
  return entries
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((match) => match[1] ?? '').sort()
}

const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/u, ''))

describe('locale files', () => {
  it('has the same namespaces in every language', () => {
    expect(readdirSync(join(localesDir, 'hi')).sort()).toEqual(readdirSync(join(localesDir, 'en')).sort())
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'jobs']))
  })

  describe.each(namespaces)('namespace %s', (namespace) => {
    const en = flatten(readNamespace('en', namespace))
    const hi = flatten(readNamespace('hi', namespace))

    it('has exactly the same keys in English and Hindi', () => {
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort())
    })

    it('has no empty text', () => {
      for (const [key, value] of [...en, ...hi]) expect(value.trim(), key).not.toBe('')
    })

    it('uses the same placeholders in both languages', () => {
      for (const [key, value] of en) expect(placeholders(hi.get(key) ?? ''), key).toEqual(placeholders(value))
    })

    it('is written in Devanagari in Hindi wherever English has words to translate', () => {
      const untranslatable = /^[\s\p{P}\p{S}\d]*(\{\{\w+\}\}[\s\p{P}\p{S}]*)*$|^JobYatra$/u
      for (const [key, value] of hi) {
        if (untranslatable.test(en.get(key) ?? '')) continue
        expect(value, key).toMatch(/\p{Script=Devanagari}/u)
      }
    })
  })
})
