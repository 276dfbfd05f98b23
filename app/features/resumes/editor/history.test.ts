import { describe, expect, it } from 'vitest'
import { canRedo, canUndo, HISTORY_LIMIT, recordStep, redoStep, startHistory, undoStep } from './history.ts'

describe('builder history', () => {
  it('undoes and redoes steps in order, and a new step drops the redo list', () => {
    let history = startHistory('a')
    history = recordStep(history, 'ab')
    history = recordStep(history, 'abc')
    expect(canRedo(history)).toBe(false)
    history = undoStep(history)
    expect(history.present).toBe('ab')
    history = undoStep(history)
    expect(history.present).toBe('a')
    expect(canUndo(history)).toBe(false)
    expect(undoStep(history)).toBe(history)
    history = redoStep(history)
    expect(history.present).toBe('ab')
    history = recordStep(history, 'abx')
    expect(canRedo(history)).toBe(false)
    expect(undoStep(history).present).toBe('ab')
  })

  it('joins typing in one field into one step, and starts a new step for another field', () => {
    let history = startHistory('')
    for (const text of ['A', 'As', 'Ash', 'Asha']) history = recordStep(history, text, 'firstName')
    history = recordStep(history, 'Asha R', 'lastName')
    expect(history.past).toEqual(['', 'Asha'])
    expect(undoStep(history).present).toBe('Asha')
    expect(undoStep(undoStep(history)).present).toBe('')
  })

  it('typing in the same field after an undo is a new step', () => {
    let history = recordStep(startHistory('x'), 'xy', 'field')
    history = undoStep(history)
    history = recordStep(history, 'xz', 'field')
    expect(history.past).toEqual(['x'])
    expect(history.present).toBe('xz')
  })

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(0)
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) history = recordStep(history, step)
    expect(history.past).toHaveLength(HISTORY_LIMIT)
    expect(history.past[0]).toBe(20)
  })

  it('ignores a step that changes nothing', () => {
    const state = { a: 1 }
    const history = startHistory(state)
    expect(recordStep(history, state)).toBe(history)
  })
})
