import { lazy, Suspense } from 'react'
import { useRouteLoaderData } from 'react-router'
import { readIsSessionExpired } from '#app/features/auth/session-expired.ts'

const LoadedSessionExpiredNotice = lazy(() =>
  import('./session-expired-notice.tsx').then((module) => ({ default: module.SessionExpiredNotice })),
)

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
