import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { spokenLanguages } from './languages.ts'

const localesDir = join(import.meta.dirname, '..', '..', 'core', 'i18n', 'locales')

type Tree = { [key: string]: string | Tree }

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') return value.trim() === '' ? [] : [path]
    return keysOf(value, path)
  })
}

function readKeys(language: string, file: string): string[] {
  const path = join(localesDir, language, file)
  if (!existsSync(path)) return []
  return keysOf(JSON.parse(readFileSync(path, 'utf8')) as Tree).sort()
}

/** Whether a language's locale files hold every key English has, each with some text. */
function hasAllText(language: string): boolean {
  return readdirSync(join(localesDir, 'en')).every((file) => {
    const english = readKeys('en', file)
    const translated = new Set(readKeys(language, file))
    return english.every((key) => translated.has(key))
  })
}

describe('the switcher offers a language only when its text is complete', () => {
  it.each(spokenLanguages.map((language) => [language.code, language.isComplete] as const))(
    '%s is marked complete=%s, as its locale files are',
    (code, isComplete) => {
      expect(hasAllText(code)).toBe(isComplete)
    },
  )
})
