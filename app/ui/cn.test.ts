import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

describe('cn', () => {
  it('joins class names, skipping falsy ones and reading conditionals', () => {
    expect(cn('flex', false, null, undefined, '', 'gap-2')).toBe('flex gap-2')
    expect(cn('px-3', { 'font-bold': true, italic: false }, ['text-sm'])).toBe('px-3 font-bold text-sm')
  })

  it("lets a caller's class override the default of the same property", () => {
    expect(cn('rounded-lg bg-surface-muted', 'size-12 rounded-xl')).toBe('bg-surface-muted size-12 rounded-xl')
    expect(cn('border-line bg-surface-raised text-ink', 'border-white/40 bg-white/10 text-white')).toBe(
      'border-white/40 bg-white/10 text-white',
    )
  })

  it('keeps classes of different properties, including our theme colours beside sizes', () => {
    expect(cn('text-sm text-ink-muted', 'font-semibold')).toBe('text-sm text-ink-muted font-semibold')
    expect(cn('h-11 px-4', 'w-full')).toBe('h-11 px-4 w-full')
    expect(cn('hover:bg-surface-muted', 'bg-brand-700')).toBe('hover:bg-surface-muted bg-brand-700')
  })
})
