import { lazy, Suspense } from 'react'
import { useRouteLoaderData } from 'react-router'
import { readIsSessionExpired } from '#app/features/auth/session-expired.ts'
import type { SessionUser } from '#app/features/auth/use-session-user.ts'

const LoadedUserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })))
const LoadedSessionExpiredNotice = lazy(() =>
  import('./session-expired-notice.tsx').then((module) => ({ default: module.SessionExpiredNotice })),
)

/**
 * The user menu, loaded only where someone is signed in (decision 032): a visitor's pages do not carry
 * its code. On a signed-in page the server renders it and hydration waits for its chunk, so nothing
 * flashes.
 */
export function UserMenu(props: { user: SessionUser; className?: string }) {
  return (
    <Suspense fallback={null}>
      <LoadedUserMenu {...props} />
    </Suspense>
  )
}

/** 'Session Expired', loaded only when the server found an ended session (decision 032). */
export function SessionExpiredNotice() {
  const isExpired = readIsSessionExpired(useRouteLoaderData('root'))
  if (!isExpired) return null
  return (
    <Suspense fallback={null}>
      <LoadedSessionExpiredNotice />
    </Suspense>
  )
}
