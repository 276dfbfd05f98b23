import { describe, expect, it } from 'vitest'
import { failureDelaySeconds, fingerprint } from './throttle.ts'

describe('failureDelaySeconds', () => {
  it('waits nothing for 4 failures, then 1 s doubling each failure, capped at 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 10, 14, 15, 40].map(failureDelaySeconds)).toEqual([0, 0, 1, 2, 4, 32, 512, 900, 900])
  })
})

describe('fingerprint', () => {
  it('is the same for an address whatever its case and spaces, and never contains it', () => {
    expect(fingerprint(' Asha@Example.com ')).toBe(fingerprint('asha@example.com'))
    expect(fingerprint('asha@example.com')).toMatch(/^[0-9a-f]{16}$/)
  })
})
