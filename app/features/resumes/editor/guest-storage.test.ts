import { describe, expect, it } from 'vitest'
import { emptyResumeDocument } from '#core/resume/resume-document.schema.ts'
import { memoryStorage } from '#tests/support/memory-storage.ts'
import { GUEST_RESUME_KEY, readGuestResume, removeGuestResume, writeGuestResume } from './guest-storage.ts'

describe("a guest's resume in the browser", () => {
  it('is read back as written, keeping one move key across writes', async () => {
    const storage = memoryStorage()
    const document = { ...emptyResumeDocument(), personalInfo: { ...emptyResumeDocument().personalInfo, firstName: 'Asha' } }
    expect(writeGuestResume({ name: 'My resume', document, template: 'tech' }, storage)).toBe(true)
    const first = await readGuestResume(storage)
    expect(first).toMatchObject({ name: 'My resume', template: 'tech', document: { personalInfo: { firstName: 'Asha' } } })
    writeGuestResume({ name: 'Renamed', document, template: 'tech' }, storage)
    const second = await readGuestResume(storage)
    expect(second?.moveKey).toBe(first?.moveKey)
    expect(second?.moveKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
    removeGuestResume(storage)
    expect(await readGuestResume(storage)).toBeNull()
  })

  it('an unreadable entry reads as none, and a browser that refuses to store says so', async () => {
    const storage = memoryStorage()
    storage.setItem(GUEST_RESUME_KEY, '{not json')
    expect(await readGuestResume(storage)).toBeNull()
    storage.setItem(
      GUEST_RESUME_KEY,
      JSON.stringify({ template: 'modern', moveKey: 'guest-move-1', document: { personalInfo: { firstName: 42 } } }),
    )
    expect(await readGuestResume(storage)).toBeNull()
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(writeGuestResume({ name: 'x', document: emptyResumeDocument(), template: 'modern' }, full)).toBe(false)
  })
})
