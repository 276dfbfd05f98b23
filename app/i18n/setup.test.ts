import { beforeAll, describe, expect, it } from 'vitest'
import {
  LANGUAGE_STORAGE_KEY,
  languageDirection,
  languageOptions,
  negotiateLanguage,
  resolveLanguage,
  spokenLanguages,
  supportedLanguages,
} from './languages.ts'
import { getLanguageResources, loadAllLanguageResources, loadLanguageResources, pickLoadedLanguage } from './resources.ts'
import { createI18n, switchLanguage } from './setup.ts'

describe('language resources', () => {
  it('loads a language once and keeps it', async () => {
    const hindi = await loadLanguageResources('hi')
    expect(hindi.common.actions.close).toBe('बंद करें')
    expect(await loadLanguageResources('hi')).toBe(hindi)
    expect(getLanguageResources('hi')).toBe(hindi)
  })

  it('picks a loaded language for a page that must render now', async () => {
    await loadLanguageResources('en')
    expect(pickLoadedLanguage('hi-IN')).toBe('hi')
    expect(pickLoadedLanguage('ta')).toBe('en')
  })
})

describe('createI18n', () => {
  // The server has every language before it serves (entry.server.tsx); so do these tests.
  beforeAll(async () => {
    await loadAllLanguageResources()
  })

  it('is ready synchronously in the requested language', () => {
    const i18n = createI18n('hi')
    expect(i18n.language).toBe('hi')
    expect(i18n.t('common:actions.close')).toBe('बंद करें')
    expect(i18n.t('appName')).toBe('JobYatra')
  })

  it('falls back to English for unsupported languages', () => {
    const i18n = createI18n('ta')
    expect(i18n.language).toBe('en')
    expect(i18n.t('common:status.loading')).toBe('Loading…')
    expect(createI18n(null).language).toBe('en')
  })

  it('reads a regional tag as its language', () => {
    expect(createI18n('hi-IN').language).toBe('hi')
  })

  it('gives each caller its own instance, so one request cannot change another', () => {
    const first = createI18n('en')
    const second = createI18n('en')
    second.changeLanguage('hi')
    expect(first.t('jobs:postedAge.today')).toBe('Today')
    expect(second.t('jobs:postedAge.today')).toBe('आज')
  })

  it('uses plural forms for counts', () => {
    const { t } = createI18n('en')
    expect(t('jobs:card.reviews', { count: 1 })).toBe('1 review')
    expect(t('jobs:card.reviews', { count: 1234 })).toBe('1234 reviews')
    expect(t('jobs:results.viewAllJobs', { count: 25, total: '25' })).toBe('View All 25 Jobs')
    expect(t('common:validation.maxLength', { count: 200 })).toBe('Must be no more than 200 characters')
  })

  it('switches an instance to another language and its text', async () => {
    const i18n = createI18n('en')
    expect(await switchLanguage(i18n, 'hi')).toBe(true)
    expect(i18n.language).toBe('hi')
    expect(i18n.t('jobs:postedAge.today')).toBe('आज')
  })

  it('keeps the last of two quick switches', async () => {
    const i18n = createI18n('en')
    const first = switchLanguage(i18n, 'hi')
    const second = switchLanguage(i18n, 'en')
    expect(await Promise.all([first, second])).toEqual([false, true])
    expect(i18n.language).toBe('en')
  })

  it('types its keys from the English resources, so a missing key fails the type check', () => {
    const { t } = createI18n('en')
    // @ts-expect-error: jobs.json has no such key (app/i18n/translator.ts)
    expect(t('jobs:nonexistent')).toBe('nonexistent')
    // @ts-expect-error: and no such namespace
    expect(t('nowhere:title')).toBe('title')
  })

  it('does not escape interpolated text, which React escapes itself', () => {
    const { t } = createI18n('en')
    expect(t('jobs:salary.perYear.upTo', { max: 'R&D <k>' })).toBe('Up to R&D <k> a year')
  })
})

describe('languages', () => {
  it("lists the spec's ten languages and offers only the complete ones", () => {
    expect(spokenLanguages.map((language) => language.name)).toEqual([
      'English',
      'Hindi',
      'Tamil',
      'Telugu',
      'Bengali',
      'Marathi',
      'Gujarati',
      'Kannada',
      'Malayalam',
      'Punjabi',
    ])
    expect(supportedLanguages).toEqual(['en', 'hi'])
    expect(languageOptions.map((option) => option.code)).toEqual(['en', 'hi'])
    expect(LANGUAGE_STORAGE_KEY).toBe('language')
  })

  it('is right-to-left for ar, ur and he only', () => {
    expect(languageDirection('ar')).toBe('rtl')
    expect(languageDirection('ur')).toBe('rtl')
    expect(languageDirection('he')).toBe('rtl')
    expect(languageDirection('ar-EG')).toBe('rtl')
    expect(languageDirection('hi')).toBe('ltr')
    expect(languageDirection('en')).toBe('ltr')
  })

  it('resolves stored values', () => {
    expect(resolveLanguage('HI')).toBe('hi')
    expect(resolveLanguage('en-GB')).toBe('en')
    expect(resolveLanguage('bn')).toBe('en')
    expect(resolveLanguage(undefined)).toBe('en')
  })

  it('negotiates an Accept-Language header', () => {
    expect(negotiateLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi')
    expect(negotiateLanguage('ta-IN,hi;q=0.8,en;q=0.9')).toBe('en')
    expect(negotiateLanguage('ta-IN,hi;q=0.5')).toBe('hi')
    expect(negotiateLanguage('fr;q=0, hi;q=0')).toBe('en')
    expect(negotiateLanguage(null)).toBe('en')
  })
})
