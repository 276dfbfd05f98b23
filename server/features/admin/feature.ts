import type { DatabaseHandle } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { SystemSettingsStore } from '#server/lib/system-settings.ts'
import { defineServerFeature, type RegistryFacts } from '#server/lib/server-feature.ts'
import { createAdminRoutes } from './routes.ts'
import { createAdminService } from './service.ts'

/**
 * Staff administration: role grants, the audit log, the dashboard of every feature's metrics, the
 * e-mail logs and the job sources' staff API. Holds no
 * personal data of its own to export: `audit_log` names staff and targets by id as a record of staff
 * actions, which outlives the accounts it names (decision 018).
 */
export const adminFeature = defineServerFeature({
  name: 'admin',
  services: (
    deps: { database: DatabaseHandle; logger: Logger; accounts: { adminEmails: readonly string[] } },
    needs: { systemSettings: SystemSettingsStore },
    registry: RegistryFacts,
  ) => ({
    admin: createAdminService({
      database: deps.database,
      logger: deps.logger,
      adminEmails: deps.accounts.adminEmails,
      metrics: registry.metrics,
      systemSettings: needs.systemSettings,
    }),
  }),
  api: [{ path: '/admin', create: createAdminRoutes }],
})
