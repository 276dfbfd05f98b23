/**
 * Undo and redo of the builder (issue 20): a past, a present and a future. Typing in one field is one
 * step however many keys it took (a record with the same `key` as the last one replaces the present);
 * adding, removing and moving are a step each. The past keeps the last HISTORY_LIMIT steps.
 */

export const HISTORY_LIMIT = 100

export interface History<State> {
  past: readonly State[]
  present: State
  future: readonly State[]
  /** The field the last step typed in; null after a step that was not typing (or after undo and redo). */
  lastKey: string | null
}

export function startHistory<State>(present: State): History<State> {
  return { past: [], present, future: [], lastKey: null }
}

/** A new present. `key` names a field being typed in: further typing there joins this step. */
export function recordStep<State>(history: History<State>, next: State, key: string | null = null): History<State> {
  if (Object.is(next, history.present)) return history
  if (key !== null && key === history.lastKey) return { ...history, present: next, future: [] }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT)
  return { past, present: next, future: [], lastKey: key }
}

export function canUndo(history: History<unknown>): boolean {
  return history.past.length > 0
}

export function canRedo(history: History<unknown>): boolean {
  return history.future.length > 0
}

export function undoStep<State>(history: History<State>): History<State> {
  const previous = history.past.at(-1)
  if (previous === undefined) return history
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], lastKey: null }
}

export function redoStep<State>(history: History<State>): History<State> {
  const [next, ...rest] = history.future
  if (next === undefined) return history
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: rest, lastKey: null }
}
