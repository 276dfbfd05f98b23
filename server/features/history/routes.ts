import { historyEndpoints } from '#core/workspace/history.endpoints.ts'
import * as historySchemas from '#core/workspace/history.schema.ts'
import { GUEST_HISTORY_MAX_ENTRIES, HISTORY_FETCH_DEFAULT } from '#core/workspace/history.ts'
import { signedInAccess, type AuthService } from '#server/features/auth/index.ts'
import { apiRoute } from '#server/lib/api-route.ts'
import { createApiRouter } from '#server/lib/openapi.ts'
import type { HistoryService } from './service.ts'

/** Job view history, mounted at /api/job-history by server/services.ts: signed-in users only, their own rows only. */
export function createHistoryRoutes(deps: { auth: AuthService; history: HistoryService }) {
  const router = createApiRouter()
  const access = signedInAccess(deps.auth)
  const tags = ['Job view history']

  const listRoute = apiRoute(historyEndpoints.list, historySchemas, {
    access,
    tags,
    summary: 'Jobs you viewed',
    description: `The jobs you opened, most recently viewed first (${HISTORY_FETCH_DEFAULT} unless \`limit\` asks for fewer), each with how many times you viewed it and the search you found it with. The job is as it was when you last viewed it.`,
    answer: 'The history',
  })
  router.openapi(listRoute, async (c) =>
    c.json({ data: await deps.history.listHistory(c.get('viewer').userId, c.req.valid('query').limit) }, 200),
  )

  const recordRoute = apiRoute(historyEndpoints.record, historySchemas, {
    access,
    tags,
    summary: 'Record a job view',
    description:
      'Spec 001 §4 "Job view history": the first view of a job adds it to your history, a repeat adds one to its view_count; both set last_viewed_at to now.',
    answer: 'The history entry',
    errors: { 404: 'No job has this id' },
  })
  router.openapi(recordRoute, async (c) =>
    c.json({ data: await deps.history.recordView(c.get('viewer').userId, c.req.valid('json')) }, 200),
  )

  const importRoute = apiRoute(historyEndpoints.importGuest, historySchemas, {
    access,
    tags,
    summary: 'Move the views made before sign-in to your account',
    description: `Spec 001 §4: the history a guest kept in the browser (at most ${GUEST_HISTORY_MAX_ENTRIES} entries) joins the account after sign-in; the browser then removes its copy. A job already in your history adds the guest's views to its count. Views of jobs we no longer know are left out.`,
    answer: 'How many views were moved',
  })
  router.openapi(importRoute, async (c) =>
    c.json({ imported: await deps.history.importGuestViews(c.get('viewer').userId, c.req.valid('json').entries) }, 200),
  )

  const clearRoute = apiRoute(historyEndpoints.clear, historySchemas, {
    access,
    tags,
    summary: 'Clear your job view history',
    description: 'Deletes every entry of your history.',
    answer: 'Cleared',
  })
  router.openapi(clearRoute, async (c) => {
    await deps.history.clearHistory(c.get('viewer').userId)
    return c.body(null, 204)
  })

  return router
}
