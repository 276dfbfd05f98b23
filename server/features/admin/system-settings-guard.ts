import type { Context, MiddlewareHandler } from 'hono'
import { FEATURE_FLAGS, type FeatureFlag } from '#core/admin/system-settings.ts'
import { blogEndpoints } from '#core/blog/blog.endpoints.ts'
import { chatEndpoints } from '#core/chat/chat.endpoints.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AppEnv } from '#server/lib/hono-env.ts'
import type { SystemSettingsStore } from '#server/lib/system-settings.ts'

/**
 * Staff's switches, enforced before any route runs (decision 071).
 *
 * A feature flag that is off refuses the API requests it closes with SERVER_MAINTENANCE (reason
 * feature_off); the flags enforced elsewhere close none here (sign-ups in auth's account hook, the
 * WhatsApp digest in its job).
 *
 * Maintenance mode answers everyone but staff with 503: the API in the error shape (reason
 * maintenance, staff's message as `note`), pages with the maintenance page. Health, sign-in (the /auth
 * page and /api/auth, so staff can sign in), the local sign-in stand-ins and static files keep working.
 */

const closedEndpoints: Readonly<Record<FeatureFlag, ReadonlyArray<{ method: string; base: string; path: string }>>> = {
  aiAssistant: [chatEndpoints.reply],
  whatsappDigest: [],
  signUps: [],
  blogGenerator: [blogEndpoints.generateDraft],
}

function closedBy(flag: FeatureFlag, method: string, path: string): boolean {
  return closedEndpoints[flag].some((endpoint) => endpoint.method === method && `/api${endpoint.base}${endpoint.path}` === path)
}

const OPEN_PREFIXES = ['/api/health', '/api/auth/', '/auth', '/assets/', '/__local/']

/** Whether a request keeps working during maintenance for anyone: health, sign-in, static files. */
export function isOpenDuringMaintenance(path: string): boolean {
  // Vite's own modules in development (/@vite/client, /@fs/…).
  if (path.startsWith('/@')) return true
  if (OPEN_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return true
  // A file (/favicon.svg, /sw.js, /manifest.webmanifest, /icons/…): its last segment has an extension.
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))
}

export function systemSettingsGuard(deps: {
  systemSettings: SystemSettingsStore
  auth: AuthService
  /** Renders the maintenance page (the product's error page at 503 with staff's message); absent where no pages are served (API tests). */
  renderMaintenancePage?: (c: Context<AppEnv>, note: string) => Promise<Response>
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { path } = c.req
    // Health, sign-in and files answer whatever the settings say (no flag closes them), and without a
    // query: the health check must report a database that is down, not fail on it.
    if (isOpenDuringMaintenance(path)) return next()
    // Settings that cannot be read now (the database is down) are the last ones read: the route then
    // answers for itself, rather than every request failing here.
    const settings = await deps.systemSettings.read().catch(() => deps.systemSettings.current())
    const method = c.req.method
    for (const flag of FEATURE_FLAGS) {
      if (!settings.flags[flag] && closedBy(flag, method, path)) throw new AppError('SERVER_MAINTENANCE', { reason: 'feature_off' })
    }
    if (!settings.maintenance.isOn) return next()
    const state = await deps.auth.readViewer(c.req.raw.headers)
    if (state.kind === 'signed-in' && state.viewer.role !== null) return next()
    c.header('Retry-After', '300')
    if (path === '/api' || path.startsWith('/api/') || !deps.renderMaintenancePage) {
      throw new AppError('SERVER_MAINTENANCE', { reason: 'maintenance', params: { note: settings.maintenance.message } })
    }
    const response = await deps.renderMaintenancePage(c, settings.maintenance.message)
    response.headers.set('Retry-After', '300')
    return response
  }
}
