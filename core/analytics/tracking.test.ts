import { describe, expect, it } from 'vitest'
import { funnelStepFor, newScrollThresholds, scrollPercent, TIME_ON_PAGE_INTERVAL_MS } from './tracking.ts'

describe('scroll depth', () => {
  it('sends each of 25, 50, 75 and 100 % once, as the reader passes it', () => {
    const sent = new Set<number>()
    expect(newScrollThresholds(scrollPercent(0, 800, 4000), sent)).toEqual([])
    const quarter = newScrollThresholds(scrollPercent(200, 800, 4000), sent)
    expect(quarter).toEqual([25])
    for (const depth of quarter) sent.add(depth)
    expect(newScrollThresholds(scrollPercent(200, 800, 4000), sent)).toEqual([])
    const jump = newScrollThresholds(scrollPercent(2400, 800, 4000), sent)
    expect(jump).toEqual([50, 75])
    for (const depth of jump) sent.add(depth)
    expect(newScrollThresholds(scrollPercent(3199, 800, 4000), sent)).toEqual([100])
  })

  it('a page that fits the window is seen whole', () => {
    expect(newScrollThresholds(scrollPercent(0, 800, 600), new Set())).toEqual([25, 50, 75, 100])
  })
})

describe('funnel map and time on page', () => {
  it('maps the five funnel paths and nothing else', () => {
    expect(funnelStepFor('/')).toBe('landing')
    expect(funnelStepFor('/auth')).toBe('registration')
    expect(funnelStepFor('/dashboard')).toBe('onboarding complete')
    expect(funnelStepFor('/pricing')).toBe('pricing')
    expect(funnelStepFor('/resume-builder')).toBe('resume builder usage')
    expect(funnelStepFor('/jobs')).toBeNull()
    expect(funnelStepFor('constructor')).toBeNull()
  })

  it('counts time on page every 30 s', () => {
    expect(TIME_ON_PAGE_INTERVAL_MS).toBe(30_000)
  })
})
