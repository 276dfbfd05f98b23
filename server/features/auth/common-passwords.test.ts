import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './common-passwords.ts'

describe('isCommonPassword', () => {
  it.each([
    '123456',
    'password',
    'Password123',
    'PASSWORD1',
    'qwerty123',
    'iloveyou',
    'krishna123',
    'sairam@123',
    'india2024',
    'rahul786',
    'jaishreeram',
  ])('refuses %s, from the list or a word of it with a common ending', (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  it.each(['aaaaaaa', '999999', '987654', 'abcdefg', 'poiuytrewq', 'asdfghjk'])('refuses the run %s', (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  it.each(['Monsoon-Trek-42', 'chai4two@dawn', 'Backwaters-Of-Alleppey', 'krishna-river-bank'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false)
  })
})
