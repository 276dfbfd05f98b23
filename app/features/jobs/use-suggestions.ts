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

type SuggestionList = { text: string; suggestions: Suggestion[] }

/**
 * Typo-tolerant suggestions for the title or location input, fetched only while the field is in use.
 * The last list stays while the next one loads as long as it was for the same words (typed on or
 * back), since an open list that emptied and refilled on every pause in typing would make the page
 * below it jump on phones; for words that replaced them it goes at once. It also stays after the field
 * loses focus: the combobox closes it when the press that moved focus has landed. A value typed in
 * full stays in the list (first, from the server): it confirms the title exists, with its job count.
 */
export function useSuggestions(text: string, kind: Suggestion['kind'], isActive: boolean): Suggestion[] {
  const typed = text.trim().toLocaleLowerCase()
  const debounced = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS)
  const isLongEnough = debounced.length >= MIN_SUGGESTION_QUERY
  const query = useQuery({ ...suggestionsQuery(debounced, kind), enabled: isActive && isLongEnough })
  const [latest, setLatest] = useState<SuggestionList | null>(null)
  // Remembering the newest answer while rendering, not in an effect, so it shows in this same render.
  if (isLongEnough && query.data && query.data !== latest?.suggestions) setLatest({ text: debounced, suggestions: query.data })
  if (typed.length < MIN_SUGGESTION_QUERY || latest === null) return noSuggestions
  const isSameWords = typed.startsWith(latest.text) || latest.text.startsWith(typed)
  return isSameWords ? latest.suggestions : noSuggestions
}
