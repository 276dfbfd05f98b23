import { useCallback } from 'react'
import { useNavigate, useRevalidator } from 'react-router'

/** Spec 000 §9: after signing in, the move to the next page waits this long (the toast is seen). */
export const SIGN_IN_REDIRECT_DELAY_MS = 100

/**
 * After the session changed in the browser (signed in, signed out): the root loader, which tells every
 * screen who is signed in, reloads. React Router keeps a parent's data across navigations, so the
 * root is revalidated explicitly after moving on.
 */
export function useSessionChange() {
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()

  const goAfterSignIn = useCallback(
    async (to: string) => {
      await new Promise((resolve) => setTimeout(resolve, SIGN_IN_REDIRECT_DELAY_MS))
      await navigate(to, { replace: true })
      await revalidate()
    },
    [navigate, revalidate],
  )

  const goTo = useCallback(
    async (to: string) => {
      await navigate(to)
      await revalidate()
    },
    [navigate, revalidate],
  )

  return { goAfterSignIn, goTo, refresh: revalidate }
}
