import { afterEach, describe, expect, it } from 'vitest'
import { loadLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { createErrorObject } from '#core/errors/error-object.ts'
import { showErrorToast } from './error-toast.ts'
import { dismissToast, readToasts, showToast, toastDuration } from './toast-store.ts'

afterEach(() => {
  for (const toast of readToasts()) dismissToast(toast.id)
})

describe('toast durations (spec 001 §9 "Toasts")', () => {
  it('follows the severity: low 3 s, medium 5 s, high 8 s, critical 10 s', () => {
    expect(toastDuration({ title: 'x', severity: 'low' })).toBe(3000)
    expect(toastDuration({ title: 'x', severity: 'medium' })).toBe(5000)
    expect(toastDuration({ title: 'x', severity: 'high' })).toBe(8000)
    expect(toastDuration({ title: 'x', severity: 'critical' })).toBe(10_000)
  })

  it('gives an auth error 8 s, any other toast 4 s, and keeps an explicit time', () => {
    expect(toastDuration({ title: 'x', severity: 'medium', isAuthError: true })).toBe(8000)
    expect(toastDuration({ title: 'x' })).toBe(4000)
    expect(toastDuration({ title: 'x', tone: 'success' })).toBe(4000)
    expect(toastDuration({ title: 'x', severity: 'low', durationMs: 2000 })).toBe(2000)
  })

  it('keeps a loading toast until it is dismissed', () => {
    expect(toastDuration({ title: 'x', type: 'loading' })).toBeNull()
  })
})

describe('toast list', () => {
  it('shows at most 3, dropping the oldest', () => {
    for (const title of ['one', 'two', 'three', 'four']) showToast({ title })
    expect(readToasts().map((toast) => toast.title)).toEqual(['two', 'three', 'four'])
  })

  it('reads the older tone as a type', () => {
    showToast({ title: 'failed', tone: 'destructive' })
    showToast({ title: 'saved', tone: 'success' })
    expect(readToasts().map((toast) => toast.type)).toEqual(['error', 'success'])
  })

  it('toasts an error object in the reader language for its severity', async () => {
    await loadLanguageResources('hi')
    const i18n = createI18n('hi')
    showErrorToast(i18n.t, createErrorObject('SERVER_INTERNAL_ERROR'))
    showErrorToast(i18n.t, createErrorObject('AUTH_SESSION_EXPIRED'))
    const [internal, auth] = readToasts()
    expect(internal).toMatchObject({ type: 'error', durationMs: 10_000 })
    expect(internal?.title).toBe(i18n.t('common:httpStatus.500'))
    expect(internal?.title).not.toBe('Server error. Our team has been notified.')
    expect(auth?.durationMs).toBe(8000)
  })
})
