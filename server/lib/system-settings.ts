import { inArray } from 'drizzle-orm'
import {
  DEFAULT_SYSTEM_SETTINGS,
  FEATURE_FLAGS,
  SYSTEM_SETTINGS_TTL_MS,
  type FeatureFlag,
  type MaintenanceMode,
  type SystemSettingsValues,
} from '#core/admin/system-settings.ts'
import type { Database, DatabaseHandle } from '#server/db/client.ts'
import { systemSettings } from '#server/db/schema/index.ts'
import { defineServerFeature } from './server-feature.ts'

/**
 * Staff's switches (feature flags, maintenance mode; decision 071), read from `system_settings` and
 * kept in memory for SYSTEM_SETTINGS_TTL_MS per process: every request may ask without a query, and a
 * change made on one server reaches the others within seconds. The server that writes forgets its copy
 * at once. A row missing or unreadable counts as the default (core/admin/system-settings.ts).
 */
export interface SystemSettingsStore {
  /** The settings as this process last read them, read again once they are older than the TTL. */
  read(): Promise<SystemSettingsValues>
  isOn(flag: FeatureFlag): Promise<boolean>
  /**
   * The settings of the last read that completed, without a query (the defaults before the first): for
   * code running inside another library's transaction, where a query of its own would wait on PGlite's one
   * connection for that transaction to end. Call `read()` before entering it.
   */
  current(): SystemSettingsValues
  /** Writes every setting in the caller's transaction (the caller writes the audit row beside it) and forgets the cached copy. */
  write(tx: Database, values: SystemSettingsValues, updatedBy: string): Promise<void>
  /** Reads the database now, ignoring the cache (before a change, to audit what it replaces). */
  readFresh(db: Database): Promise<SystemSettingsValues>
}

const MAINTENANCE_KEY = 'maintenance'
const flagKey = (flag: FeatureFlag) => `flag.${flag}`

function readMaintenance(value: unknown): MaintenanceMode {
  if (typeof value !== 'object' || value === null) return DEFAULT_SYSTEM_SETTINGS.maintenance
  const isOn = 'isOn' in value && value.isOn === true
  const message = 'message' in value && typeof value.message === 'string' ? value.message : ''
  return { isOn, message }
}

async function readRows(db: Database): Promise<SystemSettingsValues> {
  const keys = [MAINTENANCE_KEY, ...FEATURE_FLAGS.map(flagKey)]
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, keys))
  const byKey = new Map(rows.map((row) => [row.key, row.value]))
  const flags = { ...DEFAULT_SYSTEM_SETTINGS.flags }
  for (const flag of FEATURE_FLAGS) {
    const stored = byKey.get(flagKey(flag))
    if (typeof stored === 'boolean') flags[flag] = stored
  }
  return {
    flags,
    maintenance: byKey.has(MAINTENANCE_KEY) ? readMaintenance(byKey.get(MAINTENANCE_KEY)) : DEFAULT_SYSTEM_SETTINGS.maintenance,
  }
}

export function createSystemSettingsStore(db: Database, options: { ttlMs?: number; now?: () => number } = {}): SystemSettingsStore {
  const ttlMs = options.ttlMs ?? SYSTEM_SETTINGS_TTL_MS
  const now = options.now ?? (() => Date.now())
  let cached: { readAt: number; values: Promise<SystemSettingsValues> } | null = null
  let last: SystemSettingsValues = DEFAULT_SYSTEM_SETTINGS

  function read(): Promise<SystemSettingsValues> {
    const at = now()
    if (cached && at - cached.readAt < ttlMs) return cached.values
    const values = readRows(db).then((read) => {
      last = read
      return read
    })
    const entry = { readAt: at, values }
    cached = entry
    // A failed read is not kept: the next request asks the database again.
    values.catch(() => {
      if (cached === entry) cached = null
    })
    return values
  }

  return {
    read,
    async isOn(flag) {
      return (await read()).flags[flag]
    },
    current: () => last,
    async write(tx, values, updatedBy) {
      const at = new Date()
      const rows = [
        { key: MAINTENANCE_KEY, value: values.maintenance },
        ...FEATURE_FLAGS.map((flag) => ({ key: flagKey(flag), value: values.flags[flag] })),
      ]
      for (const row of rows) {
        await tx
          .insert(systemSettings)
          .values({ ...row, updatedAt: at, updatedBy })
          .onConflictDoUpdate({ target: systemSettings.key, set: { value: row.value, updatedAt: at, updatedBy } })
      }
      cached = null
      last = values
    },
    readFresh: readRows,
  }
}

/** Registered before every feature that reads a switch (server/services.ts). */
export const systemSettingsPlumbing = defineServerFeature({
  name: 'system-settings',
  services: (deps: { database: DatabaseHandle }) => ({ systemSettings: createSystemSettingsStore(deps.database.db) }),
})
