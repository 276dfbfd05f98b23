import { expect, test } from 'vitest'
import { dashboardSchema } from '#core/admin/admin.schema.ts'
import { DASHBOARD_METRIC_KEYS, periodDays } from '#core/admin/dashboard.ts'
import { indiaCalendarDay } from '#core/format/india-day.ts'
import { jobApplications } from '#server/db/schema/index.ts'
import { serverFeatures } from '#server/services.ts'
import { buildTestApp, TEST_PUBLIC_URL } from '#tests/support/services.ts'
import { createSignedInAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

test('a period is its days, oldest first, ending today', () => {
  expect(periodDays('2026-03-02', 7)).toEqual([
    '2026-02-24',
    '2026-02-25',
    '2026-02-26',
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
    '2026-03-02',
  ])
})

test('every dashboard line a feature declares is named, and every named line is declared once', () => {
  const declared = serverFeatures.metrics.map((metric) => metric.key)
  expect([...declared].sort()).toEqual([...DASHBOARD_METRIC_KEYS].sort())
})

describeOnDatabases('the staff dashboard API', (getHandle) => {
  test("counts today's sign-ups and applications per India day, every day of the period present", async () => {
    const app = buildTestApp(getHandle())
    const editor = await createSignedInAccount(app, getHandle(), { email: 'dashboard.editor@example.com', role: 'editor' })
    const seeker = await createSignedInAccount(app, getHandle(), { email: 'dashboard.seeker@example.com' })
    const now = new Date()
    await getHandle()
      .db.insert(jobApplications)
      .values([
        { userId: seeker.userId, jobId: 'job-1', jobTitle: 'Nurse', employerName: 'AIIMS', status: 'applied', appliedAt: now },
        { userId: seeker.userId, jobId: 'job-2', jobTitle: 'Nurse', employerName: 'Apollo', status: 'saved', appliedAt: null },
      ])

    const answer = await app.request('/api/admin/dashboard?days=7', { headers: { origin: TEST_PUBLIC_URL, cookie: editor.cookie } })
    expect(answer.status).toBe(200)
    const dashboard = dashboardSchema.parse(await answer.json())
    expect(dashboard.days).toHaveLength(7)
    expect(dashboard.days.at(-1)).toBe(indiaCalendarDay(now))
    const byKey = new Map(dashboard.metrics.map((metric) => [metric.key, metric]))
    // Two accounts signed up today; one application was sent (a saved job is not one).
    expect(byKey.get('signUps')?.counts.at(-1)).toBe(2)
    expect(byKey.get('signUps')?.total).toBe(2)
    expect(byKey.get('applications')?.counts).toEqual([0, 0, 0, 0, 0, 0, 1])
    expect(byKey.get('payments')?.total).toBe(0)

    const refused = await app.request('/api/admin/dashboard?days=12', { headers: { origin: TEST_PUBLIC_URL, cookie: editor.cookie } })
    expect(refused.status).toBe(400)
  })
})
