/**
 * Staff's switches for the whole product (/admin/system-settings, decision 071): feature flags and
 * maintenance mode. Plain TypeScript, read by the server's settings store (server/lib/system-settings.ts),
 * its guard, and the screen. A setting never written has the default here.
 */

/** The feature flags: each is on unless staff turned it off. */
export const FEATURE_FLAGS = ['aiAssistant', 'whatsappDigest', 'signUps', 'blogGenerator'] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

export function isFeatureFlag(value: unknown): value is FeatureFlag {
  return FEATURE_FLAGS.some((flag) => flag === value)
}

/** The longest maintenance message staff may write. */
export const MAINTENANCE_MESSAGE_MAX = 500

export interface MaintenanceMode {
  isOn: boolean
  /** What visitors read on the maintenance page, as staff wrote it ('' when off). */
  message: string
}

export interface SystemSettingsValues {
  flags: Record<FeatureFlag, boolean>
  maintenance: MaintenanceMode
}

export const DEFAULT_SYSTEM_SETTINGS: SystemSettingsValues = {
  flags: { aiAssistant: true, whatsappDigest: true, signUps: true, blogGenerator: true },
  maintenance: { isOn: false, message: '' },
}

/** How long a server keeps the settings it read before reading them again: a change reaches every server within this. */
export const SYSTEM_SETTINGS_TTL_MS = 5_000
