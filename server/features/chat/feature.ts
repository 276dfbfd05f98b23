import { and, between, eq, sql } from 'drizzle-orm'
import { jobSearchSchema } from '#core/jobs/search.schema.ts'
import type { Adapters } from '#server/adapters/port.ts'
import type { DatabaseHandle } from '#server/db/client.ts'
import { usageCounters } from '#server/db/schema/index.ts'
import type { AuthService } from '#server/features/auth/index.ts'
import type { JobsService } from '#server/features/jobs/index.ts'
import type { UsageService } from '#server/features/usage/index.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { RateLimiter } from '#server/lib/rate-limit.ts'
import { defineServerFeature } from '#server/lib/server-feature.ts'
import type { VisitorIds } from '#server/lib/visitor-id.ts'
import type { JobFacts } from './offline-assistant.ts'
import { chatMessagesData } from './personal-data.ts'
import { createChatRoutes } from './routes.ts'
import { createChatService, type ChatService } from './service.ts'

/** The jobs service's search as the assistant asks it: the listing's own counting and understanding of "X in Y". */
function jobFactsFrom(jobs: Pick<JobsService, 'searchJobs'>): JobFacts {
  return {
    async search(input) {
      const params = jobSearchSchema.parse({
        ...(input.query ? { query: input.query } : {}),
        ...(input.location ? { location: input.location } : {}),
        num_pages: String(input.pages ?? 1),
        ...(input.visaSponsorship ? { visa_sponsorship: 'true' } : {}),
        ...(input.governmentOnly ? { government_only: 'true' } : {}),
      })
      const result = await jobs.searchJobs(params)
      return {
        total: result.total,
        isEstimate: result.isTotalEstimate,
        query: result.correctedQuery ?? result.query,
        location: result.resolvedLocation ?? result.location,
        jobs: result.jobs,
      }
    },
  }
}

/** The AI career assistant at /api/chat (issue 21, decision 066). */
export const chatFeature = defineServerFeature({
  name: 'chat',
  services: (
    deps: { database: DatabaseHandle; logger: Logger; adapters: Pick<Adapters, 'ai'> },
    needs: { jobs: Pick<JobsService, 'searchJobs'>; usage: UsageService },
  ) => ({
    chat: createChatService({
      database: deps.database,
      logger: deps.logger,
      ai: deps.adapters.ai,
      usage: needs.usage,
      jobs: jobFactsFrom(needs.jobs),
    }),
  }),
  api: [
    {
      path: '/chat',
      create: (services: { auth: AuthService; chat: ChatService; visitorIds: VisitorIds; rateLimiter: RateLimiter }) =>
        createChatRoutes(services),
    },
  ],
  personalData: [chatMessagesData],
  // Every message counted against a limit, guests' too (their words are not stored, their count is).
  metrics: [
    {
      key: 'chatMessages',
      async daily(db, range) {
        const day = sql<string>`to_char(${usageCounters.day}::date, 'YYYY-MM-DD')`
        return db
          .select({ day, count: sql<number>`sum(${usageCounters.count})::int` })
          .from(usageCounters)
          .where(and(eq(usageCounters.feature, 'chatbot_messages'), between(usageCounters.day, range.from, range.to)))
          .groupBy(usageCounters.day)
      },
    },
  ],
})
