import { useCallback, useState } from 'react'

/**
 * Spec 001 §2 "Job results section": favourites toggled in the detail dialog live for the session
 * only. sessionStorage keeps them across dialogs and reloads of this tab and forgets them when it
 * closes; saved jobs that last arrive with accounts.
 */
export const SESSION_FAVORITES_KEY = 'jobyatra:session-favorites'

function readFavorites(): string[] {
  try {
    const raw = window.sessionStorage.getItem(SESSION_FAVORITES_KEY)
    const parsed: unknown = raw === null ? [] : JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function writeFavorites(ids: string[]): void {
  try {
    window.sessionStorage.setItem(SESSION_FAVORITES_KEY, JSON.stringify(ids))
  } catch {
    // Storage full or blocked: the favourite still holds for as long as the page is open.
  }
}

export function useSessionFavorites(): { isFavorite: (jobId: string) => boolean; toggleFavorite: (jobId: string) => boolean } {
  const [ids, setIds] = useState<string[]>(() => (typeof window === 'undefined' ? [] : readFavorites()))
  const isFavorite = useCallback((jobId: string) => ids.includes(jobId), [ids])
  const toggleFavorite = useCallback(
    (jobId: string) => {
      const isNowFavorite = !ids.includes(jobId)
      const next = isNowFavorite ? [...ids, jobId] : ids.filter((id) => id !== jobId)
      setIds(next)
      writeFavorites(next)
      return isNowFavorite
    },
    [ids],
  )
  return { isFavorite, toggleFavorite }
}
