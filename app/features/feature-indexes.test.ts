import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The client build treats each feature's index.ts as free of side effects (vite.config.ts,
// decision 032), so that a page taking one helper through it does not load every component it names.
// That holds only while an index does nothing but re-export.
const featuresDir = import.meta.dirname
const indexes = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => ['index.ts', 'index.tsx'].map((file) => join(entry.name, file)))
  .filter((file) => existsSync(join(featuresDir, file)))

const reExport = /^export (type )?(\{[\s\S]*\}|\*( as \w+)?) from ['"][^'"]+['"];?$/u

/** The statements of a module, comments removed, one per entry (a statement may span lines). */
function statementsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//gu, '').replace(/^\s*\/\/.*$/gmu, '')
  return code
    .split(/(?<=['"])\s*;?\s*\n(?=\S)/u)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '')
}

describe('feature indexes', () => {
  it('exist', () => {
    expect(indexes.length).toBeGreaterThan(5)
  })

  it('a statement other than a re-export is caught', () => {
    const statements = statementsOf("export { a } from './a.ts'\nimport './polyfill.ts'\nregister('x')\n")
    expect(statements.filter((statement) => !reExport.test(statement))).toEqual(["import './polyfill.ts'", "register('x')"])
  })

  it.each(indexes)('%s only re-exports', (file) => {
    const statements = statementsOf(readFileSync(join(featuresDir, file), 'utf8'))
    for (const statement of statements) expect(statement, file).toMatch(reExport)
  })
})
