import { index, route, type RouteConfigEntry } from '@react-router/dev/routes'
import { ADMIN_AREAS, type AdminAreaKey } from '#core/auth/roles.ts'
import type { AdminScreen, AppFeature } from './app-feature.ts'

/**
 * The route table from the features' declarations (app/routes.ts; read by React Router at build time
 * and by `react-router typegen`). Pages are listed as each feature declares them. The admin area is
 * one layout route with a child for every path of `core/auth/roles.ts`'s table: the screen a feature
 * declares for its area. An area no feature serves stops the build (every area of the spec has its
 * screen), as do two screens for one area. Each screen's loader runs the staff gate of its area.
 */

export function pageRoutes(features: readonly AppFeature[]): RouteConfigEntry[] {
  return features
    .flatMap((feature) => feature.pages ?? [])
    .map((page) => ('index' in page ? index(page.file) : route(page.path, page.file)))
}

export function adminRoutes(features: readonly AppFeature[]): RouteConfigEntry {
  const frames = features.flatMap((feature) => (feature.adminFrame ? [feature.adminFrame] : []))
  const [frame] = frames
  if (!frame || frames.length > 1) throw new Error(`exactly one feature declares the admin frame; found ${frames.length}`)
  const screens = new Map<AdminAreaKey, AdminScreen>()
  for (const screen of features.flatMap((feature) => feature.adminScreens ?? [])) {
    if (screens.has(screen.area)) throw new Error(`two features declare the screen of the admin area "${screen.area}"`)
    screens.set(screen.area, screen)
  }
  const children = ADMIN_AREAS.flatMap((area) =>
    area.paths.map((path) => {
      const file = screens.get(area.key)?.file
      if (!file) throw new Error(`no feature declares the screen of the admin area "${area.key}"`)
      // One module may serve several paths (an area's paths): each route gets its own id.
      const id = `admin${path.slice('/admin'.length).replaceAll(':', '') || '/index'}`
      const childPath = path.slice('/admin/'.length)
      return childPath === '' ? index(file, { id }) : route(childPath, file, { id })
    }),
  )
  return route('admin', frame.layout, children)
}
