import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PREMIUM_RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { templatePreviewUrl } from './template-previews.ts'

/** A baseline JPEG's size, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset)
    if (marker === 0xffc0 || marker === 0xffc2) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  throw new Error('no start-of-frame segment')
}

/** The gallery's pictures (decision 059): one per premium template, a real JPEG of an A4 page. */
describe('the premium templates’ pictures', () => {
  it.each(PREMIUM_RESUME_TEMPLATE_IDS)('%s has a picture of an A4 page', (template) => {
    expect(templatePreviewUrl(template)).toMatch(/\.jpg/)
    const file = fileURLToPath(new URL(`../template-previews/${template}.jpg`, import.meta.url))
    const bytes = readFileSync(file)
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(bytes.length).toBeLessThan(80_000)
    const { width, height } = jpegSize(bytes)
    expect(width).toBe(480)
    expect(height / width).toBeCloseTo(297 / 210, 2)
  })
})
