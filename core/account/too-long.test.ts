import { describe, expect, it } from 'vitest'
import { profileUpdateSchema } from './account.schema.ts'
import { readTooLong, tooLong } from './too-long.ts'

describe('tooLong', () => {
  it("carries the field's own limit to the message", () => {
    expect(readTooLong(tooLong(50))).toBe(50)
    expect(readTooLong('required')).toBeNull()
    const parsed = profileUpdateSchema.safeParse({ firstName: 'A'.repeat(51), lastName: '', phone: '', location: '' })
    expect(parsed.success).toBe(false)
    const message = parsed.error?.issues.find((issue) => issue.path[0] === 'firstName')?.message ?? ''
    expect(readTooLong(message)).toBe(50)
  })
})
