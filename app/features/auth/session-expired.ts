/** Whether the root's loader data says the browser holds a session the server has ended. */
export function readIsSessionExpired(rootData: unknown): boolean {
  return typeof rootData === 'object' && rootData !== null && 'isSessionExpired' in rootData && rootData.isSessionExpired === true
}
