import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readProgress } from './test-progress.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'jobyatra-progress-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function progressOf(lines: string[]): ReturnType<typeof readProgress> {
  const file = path.join(dir, `${Math.random()}.jsonl`)
  writeFileSync(file, lines.join('\n'))
  return readProgress(file)
}

describe('readProgress', () => {
  it('counts what a run that was stopped half-way finished, and names what it was running', () => {
    const progress = progressOf([
      '{"type":"plan","total":4}',
      '{"type":"begin","id":"a","name":"A"}',
      '{"type":"test","id":"a","name":"A","status":"passed"}',
      '{"type":"begin","id":"b","name":"B"}',
      '{"type":"test","id":"b","name":"B","status":"skipped","reason":"desktop only"}',
      '{"type":"begin","id":"c","name":"C"}',
      // A line cut short by SIGKILL.
      '{"type":"test","id":"c","na',
    ])
    expect(progress).toEqual({
      passed: ['A'],
      failed: [],
      skipped: [{ name: 'B', reason: 'desktop only' }],
      errors: [],
      unfinished: ['C'],
      planned: 4,
      endStatus: null,
    })
  })

  it("takes a test's last result, so a retry that passed counts as passed; a skip without a reason says so", () => {
    const progress = progressOf([
      '{"type":"begin","id":"a","name":"A"}',
      '{"type":"test","id":"a","name":"A","status":"failed"}',
      '{"type":"begin","id":"a","name":"A"}',
      '{"type":"test","id":"a","name":"A","status":"passed"}',
      '{"type":"test","id":"s","name":"S","status":"skipped","reason":""}',
      '{"type":"error","message":"tests/x.test.ts (file failed: Cannot find module)"}',
      '{"type":"end","status":"failed"}',
    ])
    expect(progress).toMatchObject({
      passed: ['A'],
      failed: [],
      skipped: [{ name: 'S', reason: 'no reason given' }],
      errors: ['tests/x.test.ts (file failed: Cannot find module)'],
      unfinished: [],
      endStatus: 'failed',
    })
  })

  it('is null when the step never wrote a record', () => {
    expect(readProgress(path.join(dir, 'missing.jsonl'))).toBeNull()
  })
})
