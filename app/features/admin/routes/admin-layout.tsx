import { Outlet } from 'react-router'
import { translationsHandle } from '#app/i18n/translations-handle.ts'

/**
 * /admin and every page under it (decision 038): a layout route whose children are the areas of
 * core/auth/roles.ts, each served by the screen a feature declares (app/lib/feature-routes.ts) or by
 * the shared placeholder. It loads nothing: every screen's loader runs its own area's staff gate,
 * since React Router runs a layout's loader beside its child's, not before it. A path under /admin
 * outside the table matches no child and is the product's 404.
 */

/** The namespaces every admin page renders beyond the shell's (app/i18n/translations-handle.ts). */
export const handle = translationsHandle('admin')

export default function AdminLayout() {
  return <Outlet />
}
