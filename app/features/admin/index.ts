/**
 * What other features' admin screens use (their route modules call the staff gate of index.server.ts):
 * the frame of every admin page and its meta.
 */
export { AdminPage } from './components/admin-page.tsx'
export { adminMeta } from './admin-meta.ts'
