import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { ownReviewSchema, reviewDecisionSchema } from '#core/companies/reviews.schema.ts'
import { apiErrorSchema } from '#core/errors/api-error.schema.ts'
import type { StaffRole } from '#core/auth/roles.ts'
import { auditLog, companyReviews } from '#server/db/schema/index.ts'
import { erasePersonalData, exportPersonalData } from '#server/lib/personal-data.ts'
import { serverFeatures, type Services } from '#server/services.ts'
import { buildJob, buildReview, insertCompany, insertJobs, insertReviews } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = account ? account.headers() : { origin: TEST_PUBLIC_URL }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
}

const goodReview = {
  rating: 5,
  title: 'Great place to grow',
  pros: 'Supportive managers, clear promotion criteria and real ownership of projects.',
  cons: 'Release weeks run late and the cafeteria closes early on Fridays.',
  employmentStatus: 'current',
  authorRole: 'Data Analyst',
}

describeOnDatabases('company reviews and their moderation', (getHandle) => {
  let app: TestApp
  let services: Services
  let acmeId: number
  let asha: TestAccount
  const staff = new Map<StaffRole | 'none', TestAccount>()

  beforeAll(async () => {
    const handle = getHandle()
    const acme = await insertCompany(handle, { name: 'Acme Reviews Ltd', slug: 'acme-reviews' })
    acmeId = acme.id
    await insertCompany(handle, { name: 'Other Co', slug: 'other-co' })
    await insertJobs(handle, [buildJob({ job_id: 'acme-job', employer_name: 'Acme Reviews Ltd' }, { companyId: acme.id })])
    // Two approved demo reviews (average 3.0) and one pending: the pending one counts nowhere.
    await insertReviews(handle, [
      buildReview(acme.id, { rating: 4 }),
      buildReview(acme.id, { rating: 2 }),
      buildReview(acme.id, { rating: 1, status: 'pending' }),
    ])
    services = buildTestServices(handle)
    app = buildTestApp(handle, { services })
    asha = await createSignedInAccount(app, handle, { name: 'Asha Rao' })
    staff.set('none', await createSignedInAccount(app, handle, { name: 'Plain User' }))
    for (const role of ['analyst', 'editor', 'support_agent', 'admin', 'super_admin'] as const) {
      staff.set(role, await createSignedInAccount(app, handle, { role }))
    }
  })

  test('a guest cannot write a review (401)', async () => {
    expect((await call(app, null, 'POST', '/companies/acme-reviews/reviews', goodReview)).status).toBe(401)
  })

  test('a review that breaks the rules is refused (400), an unknown company is 404', async () => {
    expect((await call(app, asha, 'POST', '/companies/acme-reviews/reviews', { ...goodReview, rating: 6 })).status).toBe(400)
    expect((await call(app, asha, 'POST', '/companies/acme-reviews/reviews', { ...goodReview, pros: 'short' })).status).toBe(400)
    expect((await call(app, asha, 'POST', '/companies/acme-reviews/reviews', { ...goodReview, employmentStatus: 'intern' })).status).toBe(
      400,
    )
    // Control characters are refused outright; invisible format characters do not count towards the length.
    expect(
      (await call(app, asha, 'POST', '/companies/acme-reviews/reviews', { ...goodReview, pros: `${goodReview.pros}\u0007` })).status,
    ).toBe(400)
    expect(
      (await call(app, asha, 'POST', '/companies/acme-reviews/reviews', { ...goodReview, title: 'ab\u200b\u200b\u202e\u2066\u200b' }))
        .status,
    ).toBe(400)
    expect((await call(app, asha, 'POST', '/companies/no-such-company/reviews', goodReview)).status).toBe(404)
  })

  let reviewId = 0

  test('a signed-in person writes a review: pending, plain text, not shown and not counted', async () => {
    const response = await call(app, asha, 'POST', '/companies/acme-reviews/reviews', {
      ...goodReview,
      pros: `  ${goodReview.pros}\u202e\r\n\n\n\n<b>kept as text</b>\u200b  `,
    })
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(201)
    const review = ownReviewSchema.parse(body)
    expect(review.status).toBe('pending')
    reviewId = review.id
    const [stored] = await getHandle().db.select().from(companyReviews).where(eq(companyReviews.id, review.id))
    expect(stored?.pros).toBe(`${goodReview.pros}\n\n<b>kept as text</b>`)
    expect(stored?.userId).toBe(asha.userId)

    const profile = await services.companies.readProfile('acme-reviews', null)
    expect(profile?.profile.averageRating).toBe(3)
    expect(profile?.profile.totalReviews).toBe(2)
    expect(profile?.reviews.map((item) => item.id)).not.toContain(review.id)
    const own = await services.companies.readProfile('acme-reviews', asha.userId)
    expect(own?.ownReview).toMatchObject({ id: review.id, status: 'pending' })
  })

  test('one review per company per person (409 review_exists)', async () => {
    const response = await call(app, asha, 'POST', '/companies/acme-reviews/reviews', goodReview)
    expect(response.status).toBe(409)
    expect(apiErrorSchema.parse(await response.json()).error.reason).toBe('review_exists')
  })

  test('only admin, super_admin and support_agent may moderate; guests get 401', async () => {
    expect((await call(app, null, 'POST', `/admin/company-reviews/${reviewId}/approve`)).status).toBe(401)
    for (const role of ['none', 'analyst', 'editor'] as const) {
      const response = await call(app, staff.get(role) ?? null, 'POST', `/admin/company-reviews/${reviewId}/reject`, {
        reason: 'Not allowed',
      })
      expect(response.status, role).toBe(403)
    }
    const [stillPending] = await getHandle().db.select().from(companyReviews).where(eq(companyReviews.id, reviewId))
    expect(stillPending?.status).toBe('pending')
    const queue = await services.companies.listPendingReviews()
    expect(queue.reviews.map((review) => review.id)).toContain(reviewId)
    expect(queue.reviews.find((review) => review.id === reviewId)?.authorEmail).toBe(asha.email)
  })

  test('a moderator approves: the review shows, the average moves, the audit log has the decision', async () => {
    const moderator = staff.get('support_agent') ?? null
    const response = await call(app, moderator, 'POST', `/admin/company-reviews/${reviewId}/approve`)
    expect(response.status).toBe(200)
    expect(reviewDecisionSchema.parse(await response.json())).toEqual({ id: reviewId, status: 'approved' })

    const profile = await services.companies.readProfile('acme-reviews', null)
    // (4 + 2 + 5) / 3 = 3.67 → 3.7; the pending 1-star review still counts nowhere.
    expect(profile?.profile.averageRating).toBe(3.7)
    expect(profile?.profile.totalReviews).toBe(3)
    expect(profile?.reviews.map((item) => item.id)).toContain(reviewId)

    const rows = await getHandle()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'company_review'), eq(auditLog.targetId, String(reviewId))))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'company_review.approve', actorUserId: moderator?.userId, before: { status: 'pending' } })
    expect(rows[0]?.after).toMatchObject({ status: 'approved', companyId: acmeId, rating: 5 })

    const again = await call(app, staff.get('admin') ?? null, 'POST', `/admin/company-reviews/${reviewId}/reject`, { reason: 'Too late' })
    expect(again.status).toBe(409)
    expect(apiErrorSchema.parse(await again.json()).error.reason).toBe('review_decided')
    expect((await call(app, moderator, 'POST', '/admin/company-reviews/999999/approve')).status).toBe(404)
  })

  test('admin and super_admin reject with a reason the author reads; audited', async () => {
    const handle = getHandle()
    for (const role of ['admin', 'super_admin'] as const) {
      const author = await createSignedInAccount(app, handle)
      const written = ownReviewSchema.parse(await (await call(app, author, 'POST', '/companies/other-co/reviews', goodReview)).json())
      expect(
        (await call(app, staff.get(role) ?? null, 'POST', `/admin/company-reviews/${written.id}/reject`, { reason: '  x ' })).status,
      ).toBe(400)
      const response = await call(app, staff.get(role) ?? null, 'POST', `/admin/company-reviews/${written.id}/reject`, {
        reason: 'Names a colleague',
      })
      expect(response.status, role).toBe(200)
      const own = await services.companies.readProfile('other-co', author.userId)
      expect(own?.ownReview).toMatchObject({ status: 'rejected', rejectionReason: 'Names a colleague' })
      expect(own?.reviews).toHaveLength(0)
      const [audit] = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'company_review'), eq(auditLog.targetId, String(written.id))))
      expect(audit).toMatchObject({
        action: 'company_review.reject',
        actorUserId: staff.get(role)?.userId,
        after: { status: 'rejected', reason: 'Names a colleague' },
      })
    }
  })

  test('reviews are the author’s personal data: exported and erased with the account', async () => {
    const handle = getHandle()
    const exported = await exportPersonalData(handle.db, serverFeatures.personalData, asha.userId)
    expect(exported?.companyReviews).toEqual([
      expect.objectContaining({ company: 'Acme Reviews Ltd', title: goodReview.title, status: 'approved' }),
    ])
    await handle.db.transaction((tx) => erasePersonalData(tx, serverFeatures.personalData, asha.userId))
    expect(await handle.db.select().from(companyReviews).where(eq(companyReviews.userId, asha.userId))).toHaveLength(0)
  })

  test('a person may write at most 5 reviews an hour (429 with Retry-After)', async () => {
    const handle = getHandle()
    const busy = await createSignedInAccount(app, handle)
    const slugs: string[] = []
    for (let index = 0; index < 6; index += 1) {
      const company = await insertCompany(handle, { name: `Rate Co ${index}` })
      slugs.push(company.slug)
    }
    for (const slug of slugs.slice(0, 5)) expect((await call(app, busy, 'POST', `/companies/${slug}/reviews`, goodReview)).status).toBe(201)
    const limited = await call(app, busy, 'POST', `/companies/${slugs[5]}/reviews`, goodReview)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).not.toBeNull()
  })
})
