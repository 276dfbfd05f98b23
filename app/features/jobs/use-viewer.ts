import { useRouteLoaderData } from 'react-router'

/** The signed-in person as the job screens need them. */
export type Viewer = { id: string; email: string; name: string | null }

/**
 * Reads `user` from the root loader's data. Accounts arrive in a later issue: the root loader then
 * returns the session's user here and every job screen (apply, View All, Browse Featured) follows,
 * because this is the one place that decides whether someone is signed in.
 */
export function readViewer(rootData: unknown): Viewer | null {
  if (typeof rootData !== 'object' || rootData === null || !('user' in rootData)) return null
  const user: unknown = rootData.user
  if (typeof user !== 'object' || user === null) return null
  if (!('id' in user) || typeof user.id !== 'string') return null
  if (!('email' in user) || typeof user.email !== 'string') return null
  const name = 'name' in user && typeof user.name === 'string' ? user.name : null
  return { id: user.id, email: user.email, name }
}

export function useViewer(): { viewer: Viewer | null; isSignedIn: boolean } {
  const viewer = readViewer(useRouteLoaderData('root'))
  return { viewer, isSignedIn: viewer !== null }
}
