import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

describe('cn', () => {
  it('joins class names, skipping falsy ones and reading conditionals', () => {
    expect(cn('flex', false, null, undefined, '', 'gap-2')).toBe('flex gap-2')
    expect(cn('px-3', { 'font-bold': true, italic: false }, ['text-sm'])).toBe('px-3 font-bold text-sm')
  })

  it('keeps every class, even two of one property: it does not merge (a primitive offers a prop for that)', () => {
    expect(cn('rounded-lg bg-surface-muted', 'size-12 rounded-xl')).toBe('rounded-lg bg-surface-muted size-12 rounded-xl')
    expect(cn('h-11 px-4', 'w-full')).toBe('h-11 px-4 w-full')
  })
})
