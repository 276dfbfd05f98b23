import { expect, test } from 'vitest'
import { createSecretBox } from './secret-box.ts'

test('a sealed secret opens with the same secret and purpose only, and is not stored in the clear', () => {
  const box = createSecretBox('a-secret-of-at-least-thirty-two-characters', 'imap-password')
  const sealed = box.seal('pässword "1"')
  expect(sealed).not.toContain('pässword')
  expect(box.seal('pässword "1"')).not.toBe(sealed)
  expect(box.open(sealed)).toBe('pässword "1"')
  expect(createSecretBox('another-secret-of-at-least-thirty-two-chars', 'imap-password').open(sealed)).toBeNull()
  expect(createSecretBox('a-secret-of-at-least-thirty-two-characters', 'other').open(sealed)).toBeNull()
  expect(box.open(`${sealed.slice(0, -2)}AA`)).toBeNull()
  expect(box.open('plain')).toBeNull()
})
