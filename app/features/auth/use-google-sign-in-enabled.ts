import { useRouteLoaderData } from 'react-router'

/** Whether the server has Google sign-in configured (the root loader's `isGoogleSignInEnabled`). */
export function readIsGoogleSignInEnabled(rootData: unknown): boolean {
  return typeof rootData === 'object' && rootData !== null && 'isGoogleSignInEnabled' in rootData && rootData.isGoogleSignInEnabled === true
}

export function useIsGoogleSignInEnabled(): boolean {
  return readIsGoogleSignInEnabled(useRouteLoaderData('root'))
}
