import { expect } from 'vitest'
import { jobSearchResponseSchema } from '#core/jobs/search.schema.ts'
import { TEST_PUBLIC_URL, type TestApp } from './services.ts'
import type { TestAccount } from './sign-in.ts'

/**
 * Onboarding's first step saved through PUT /api/onboarding, as the person answers it: the city (as
 * typed, old names included) that their signed-in searches without a place lead with (decisions 075, 078).
 */
export async function saveOnboardingCity(app: TestApp, account: TestAccount, answers: { city: string; state: string }): Promise<void> {
  const response = await app.request(`${TEST_PUBLIC_URL}/api/onboarding`, {
    method: 'PUT',
    headers: { ...account.headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ step: 1, answers }),
  })
  if (response.status !== 200) throw new Error(`onboarding's first step was refused: ${response.status} ${await response.text()}`)
}

/** GET /api/jobs/search as a person (a guest when null): what a cache may keep, the jobs' ids, the cities that led them and where the pages go on. */
export async function searchAs(app: TestApp, account: TestAccount | null, params: Record<string, string>) {
  const headers = account ? account.headers() : { origin: TEST_PUBLIC_URL }
  const response = await app.request(`${TEST_PUBLIC_URL}/api/jobs/search?${new URLSearchParams(params).toString()}`, { headers })
  expect(response.status).toBe(200)
  const body = jobSearchResponseSchema.parse(await response.json())
  return {
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
    ids: body.data.map((job) => job.job_id),
    preferred: body.parameters.preferred_cities,
    total: body.parameters.total,
    nextCursor: body.parameters.next_cursor,
  }
}
