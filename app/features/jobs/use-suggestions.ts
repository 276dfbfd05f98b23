import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Suggestion } from '#core/jobs/search.schema.ts'
import { suggestionsQuery } from './queries.ts'

/** Suggestions wait for a pause in typing so each keystroke does not cost a request. */
export const SUGGESTION_DEBOUNCE_MS = 200
const MIN_SUGGESTION_QUERY = 2

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs)
    return () => window.clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

const noSuggestions: Suggestion[] = []

/**
 * Typo-tolerant suggestions for the title or location input; nothing while the field is idle. A value
 * typed in full stays in the list (first, from the server): it confirms the title exists, with its job
 * count, and choosing it closes the list.
 */
export function useSuggestions(text: string, kind: Suggestion['kind'], isActive: boolean): Suggestion[] {
  const debounced = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS)
  const isEnabled = isActive && debounced.length >= MIN_SUGGESTION_QUERY
  const query = useQuery({ ...suggestionsQuery(debounced, kind), enabled: isEnabled })
  if (!isEnabled || !query.data) return noSuggestions
  return query.data
}
