import { describe, expect, it } from 'vitest'
import { createRequestRate } from './request-rate.ts'

describe('createRequestRate', () => {
  it('lets perSecond calls start at once and refuses the next when it may not wait', async () => {
    const rate = createRequestRate({ perSecond: 2, maxWaitMs: 0 })
    expect([await rate.takeTurn(), await rate.takeTurn(), await rate.takeTurn()]).toEqual([true, true, false])
  })

  it('reads a fractional rate as whole calls over a longer window (2.5 a second: 3 in 1.2 s)', async () => {
    const rate = createRequestRate({ perSecond: 2.5, maxWaitMs: 1_100 })
    const turns = [await rate.takeTurn(), await rate.takeTurn(), await rate.takeTurn()]
    expect(turns).toEqual([true, true, true])
    // The fourth would wait 1.2 s, longer than it may.
    expect(await rate.takeTurn()).toBe(false)
  })

  it('makes a call past the rate wait until a second after the oldest call in the window', async () => {
    const rate = createRequestRate({ perSecond: 3, maxWaitMs: 2_000 })
    const startedAt = Date.now()
    await Promise.all([rate.takeTurn(), rate.takeTurn(), rate.takeTurn()])
    expect(Date.now() - startedAt).toBeLessThan(100)
    expect(await rate.takeTurn()).toBe(true)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(990)
  })

  it('refuses a rate that is not above 0', () => {
    expect(() => createRequestRate({ perSecond: 0, maxWaitMs: 0 })).toThrow('perSecond must be above 0')
  })
})
