import type { AdminAreaKey } from '#core/auth/roles.ts'
import type { QueueableKind } from '#app/lib/offline/record-kinds.ts'

/**
 * A feature registers itself in the app (CONVENTIONS.md §12, decision 038): one declaration, in the
 * feature's `feature.ts`, of its pages, its admin screens and the offline record kinds it queues.
 * `app/features.ts` lists each feature in one line; `app/routes.ts` builds the route table from the
 * pages and admin screens (app/lib/feature-routes.ts), and the offline sync engine loads the record
 * kinds. Everything here is plain data or a lazy `import()`: the declarations are read at build time
 * by React Router and, in the browser, only by the sync engine's chunk.
 */

/** A page: its path (React Router's syntax, no leading slash) or the index, and its route module (relative to app/). */
export type PageRoute = { path: string; file: string } | { index: true; file: string }

/** The screen of an admin area of `core/auth/roles.ts`, served at every path of that area behind the staff gate. */
export interface AdminScreen {
  area: AdminAreaKey
  /**
   * The route module (relative to app/); its loader calls the staff gate itself. Named `admin-….tsx`:
   * the service worker precaches no `admin-*` chunk (scripts/build-service-worker.ts), so staff
   * screens never ride into every visitor's cache.
   */
  file: string
}

/** The admin area's frame (declared once, by the admin feature): its layout route. */
export interface AdminFrame {
  layout: string
}

export interface AppFeature {
  /** The feature's folder name. */
  name: string
  pages?: readonly PageRoute[]
  adminScreens?: readonly AdminScreen[]
  adminFrame?: AdminFrame
  /** The offline record kinds it queues (app/lib/offline), loaded when the sync engine starts. */
  recordKinds?: ReadonlyArray<() => Promise<QueueableKind>>
}

export function defineAppFeature(feature: AppFeature): AppFeature {
  return feature
}
