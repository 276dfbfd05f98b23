import { describe, expect, it } from 'vitest'
import { PLAN_FEATURES, USAGE_FEATURES } from '#core/plans/plans.ts'
import { COMING_SOON, COMPARED_PLANS, PLAN_ROWS, planCell } from './plan-rows.ts'

describe('the plan comparison', () => {
  it('shows every counted feature and every right of the plans table, once', () => {
    const usage = PLAN_ROWS.flatMap((row) => (row.kind === 'usage' ? [row.feature] : []))
    const access = PLAN_ROWS.flatMap((row) => (row.kind === 'access' ? [row.feature] : []))
    expect([...usage].sort()).toEqual([...USAGE_FEATURES].sort())
    // The chat and applications rights are the usage rows' (their limits say more than "included").
    expect([...access].sort()).toEqual(PLAN_FEATURES.filter((feature) => feature !== 'chatbot' && feature !== 'job_applications').sort())
  })

  it('reads the free and premium cells from the table: 5 applications a day against unlimited, premium templates for premium only', () => {
    const cells = (feature: string) => {
      const row = PLAN_ROWS.find((candidate) => candidate.feature === feature)
      if (!row) throw new Error(feature)
      return COMPARED_PLANS.map((plan) => planCell(row, plan))
    }
    expect(cells('job_applications')).toEqual([{ kind: 'perDay', count: 5 }, { kind: 'unlimited' }])
    expect(cells('chatbot_messages')).toEqual([{ kind: 'perDay', count: 10 }, { kind: 'unlimited' }])
    expect(cells('whatsapp_jobs')).toEqual([
      { kind: 'perDay', count: 1 },
      { kind: 'perDay', count: 5 },
    ])
    expect(cells('premium_templates')).toEqual([{ kind: 'excluded' }, { kind: 'included' }])
    expect(cells('job_search')).toEqual([{ kind: 'included' }, { kind: 'included' }])
  })

  it('marks as coming soon only rights that the comparison shows, and never the ones already in the product', () => {
    const shown = new Set(PLAN_ROWS.map((row) => row.feature))
    for (const feature of COMING_SOON) expect(shown.has(feature), feature).toBe(true)
    for (const built of [
      'chatbot_messages',
      'job_applications',
      'job_search',
      'resume_templates',
      'resume_generation',
      'premium_templates',
      'priority_support',
    ] as const) {
      expect(COMING_SOON.has(built), built).toBe(false)
    }
  })
})
