import type { MailboxReader } from '#server/adapters/mailbox/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import type { ApplicationsService } from '#server/features/applications/index.ts'
import type { JobQueue } from '#server/jobs/job-definition.ts'
import type { Logger } from '#server/lib/logger.ts'
import { createSecretBox } from '#server/lib/secret-box.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import { emailMonitorCheckJob } from './jobs.ts'
import { emailMonitorMatchData } from './personal-data.ts'
import { createEmailMonitorRoutes } from './routes.ts'
import { createEmailMonitorService } from './service.ts'

/**
 * The e-mail-response monitor (issue 24, decision 070): staff's mailbox on /admin/email-logs, a check
 * every 5 minutes, and employers' replies moving applications to interviewing or rejected.
 */
export const emailMonitorFeature = defineServerFeature({
  name: 'email-monitor',
  services: (
    deps: {
      database: DatabaseHandle
      logger: Logger
      adapters: { mailbox: MailboxReader }
      accounts: { authSecret: string }
      queue?: JobQueue
    },
    needs: { applications: Pick<ApplicationsService, 'listApplications' | 'changeStatus'> },
  ) => ({
    emailMonitor: createEmailMonitorService({
      db: deps.database.db,
      logger: deps.logger,
      mailbox: deps.adapters.mailbox,
      passwords: createSecretBox(deps.accounts.authSecret, 'email-monitor-password'),
      applications: needs.applications,
      ...(deps.queue ? { queue: deps.queue } : {}),
    }),
  }),
  api: [{ path: '/admin/email-monitor', create: createEmailMonitorRoutes }],
  personalData: [emailMonitorMatchData],
  jobs: [emailMonitorCheckJob],
})
