import { describe, expect, it } from 'vitest'
import { collectPageNamespaces, readPageNamespaces, translationsHandle } from './translations-handle.ts'
import { getLanguageResources, getLoadedNamespaces, loadNamespaces } from './resources.ts'
import { createI18n, isNamespaceReady, loadMissingNamespaces, switchLanguage } from './setup.ts'

// Unlike the other i18n tests, this file never loads every namespace: it is the browser's case.
describe('the namespaces of a page', () => {
  it('are the shell’s and those its routes name, in a fixed order, unknown names dropped', () => {
    const matches = [{ handle: undefined }, { handle: translationsHandle('jobs', 'landing') }, { handle: { other: true } }]
    expect(collectPageNamespaces(matches)).toEqual(['common', 'jobs', 'shell', 'landing'])
    expect(readPageNamespaces({ getAttribute: () => 'account nowhere common' })).toEqual(['common', 'shell', 'account'])
    expect(readPageNamespaces({ getAttribute: () => null })).toEqual(['common', 'shell'])
    // What the shell shows only after a press or on a failure is not the shell's before hydration (decision 032).
    expect(readPageNamespaces({ getAttribute: () => 'auth' })).toEqual(['common', 'shell', 'auth'])
    expect(collectPageNamespaces([{ handle: undefined }])).not.toContain('auth')
  })
})

describe('loading translations a namespace at a time', () => {
  it('loads only what is asked for, with the Hindi names of places alongside jobs', async () => {
    const hindi = await loadNamespaces('hi', ['common', 'shell', 'jobs'])
    expect(getLoadedNamespaces('hi')).toEqual(['common', 'jobs', 'shell'])
    expect(hindi.names?.places).toBeDefined()
    expect(hindi.account).toBeUndefined()
    expect(getLanguageResources('hi')).toBeUndefined()
  })

  it('creates an instance from what has loaded without fetching the rest, and loads a namespace when asked', async () => {
    await loadNamespaces('hi', ['common', 'shell'])
    const i18n = createI18n('hi')
    expect(i18n.t('common:actions.close')).toBe('बंद करें')
    expect(getLoadedNamespaces('hi')).not.toContain('account')
    expect(isNamespaceReady('hi', 'account')).toBe(false)
    expect(i18n.t('account:settings.title')).toBe('settings.title')
    // What useTranslation('account') (react.tsx) does before it renders a page of that namespace.
    await loadMissingNamespaces('hi', ['account'])
    expect(getLoadedNamespaces('hi')).toContain('account')
    expect(isNamespaceReady('hi', 'account')).toBe(true)
    expect(i18n.t('account:settings.title')).not.toBe('settings.title')
  })

  it('switches language with the namespaces the page has loaded', async () => {
    await loadNamespaces('en', ['common', 'shell'])
    const i18n = createI18n('en')
    expect(await switchLanguage(i18n, 'hi')).toBe(true)
    expect(i18n.t('common:actions.close')).toBe('बंद करें')
    expect(getLoadedNamespaces('en')).toEqual(['common', 'shell'])
  })
})
