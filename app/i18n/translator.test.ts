import { beforeAll, describe, expect, it } from 'vitest'
import { loadAllLanguageResources } from './resources.ts'
import { createI18n } from './setup.ts'
import { interpolate, translate, type BundleSource, type ParseKeys, type TFunction, type TranslateContext } from './translator.ts'

// A small text of our own, so each rule is seen apart from the real locales.
const bundles: Record<string, Record<string, unknown>> = {
  'en/common': {
    greeting: 'Hello, {{name}}',
    empty: '',
    onlyEnglish: 'Only in English',
    nested: { deeper: { leaf: 'Leaf' } },
    apples_one: '{{count}} apple',
    apples_other: '{{count}} apples',
    cats_zero: 'No cats',
    cats_one: 'One cat',
    cats_other: '{{count, number}} cats',
    plain: 'Plain {{count}}',
  },
  'en/jobs': { title: 'Jobs' },
  'hi/common': {
    greeting: 'नमस्ते, {{name}}',
    empty: '',
    nested: { deeper: { leaf: 'पत्ती' } },
    apples_one: '{{count}} सेब',
    apples_other: '{{count}} सेब (कई)',
    cats_one: 'एक बिल्ली',
    cats_other: '{{count, number}} बिल्लियाँ',
  },
}
const source: BundleSource = (language, namespace) => bundles[`${language}/${namespace}`]
const english: TranslateContext = { source, languages: ['en'], defaultNamespace: 'common' }
const hindi: TranslateContext = { source, languages: ['hi', 'en'], defaultNamespace: 'common' }
const hindiAlone: TranslateContext = { source, languages: ['hi'], defaultNamespace: 'common' }

describe('translate', () => {
  it('finds a key in the default namespace or in the namespace it names', () => {
    expect(translate(english, 'nested.deeper.leaf')).toBe('Leaf')
    expect(translate(english, 'common:nested.deeper.leaf')).toBe('Leaf')
    expect(translate(english, 'jobs:title')).toBe('Jobs')
    expect(translate({ ...english, defaultNamespace: 'jobs' }, 'title')).toBe('Jobs')
    expect(translate({ ...english, defaultNamespace: 'jobs' }, 'common:greeting', { name: 'Asha' })).toBe('Hello, Asha')
  })

  it('shows the key without its namespace for a text we do not have, as i18next did', () => {
    expect(translate(english, 'jobs:nonexistent')).toBe('nonexistent')
    expect(translate(english, 'nowhere:title')).toBe('title')
    expect(translate(english, 'missing.key')).toBe('missing.key')
    // A key naming a group of texts is a mistake, shown as one.
    expect(translate(english, 'nested.deeper')).toBe("key 'nested.deeper (en)' returned an object instead of string.")
  })

  it('shows the default value when we have no text, filled like a text', () => {
    expect(translate(english, 'names:places.pune', { defaultValue: 'Pune' })).toBe('Pune')
    expect(translate(english, 'greeting', { defaultValue: 'unused', name: 'Asha' })).toBe('Hello, Asha')
    expect(translate(english, 'absent', { defaultValue: 'Hi {{name}}', name: 'Ravi' })).toBe('Hi Ravi')
    expect(translate(english, 'absent', { defaultValue: '' })).toBe('absent')
  })

  it('falls back to English where the language lacks a text and English has loaded; an empty text counts as missing', () => {
    expect(translate(hindi, 'onlyEnglish')).toBe('Only in English')
    expect(translate(hindi, 'jobs:title')).toBe('Jobs')
    expect(translate(hindi, 'empty')).toBe('empty')
    expect(translate(hindiAlone, 'onlyEnglish')).toBe('onlyEnglish')
    expect(
      translate(
        { ...hindi, source: (language, namespace) => (language === 'en' ? undefined : source(language, namespace)) },
        'onlyEnglish',
      ),
    ).toBe('onlyEnglish')
  })

  it('picks the plural form of the count by the language’s rules: Hindi counts 0 as one', () => {
    expect(translate(english, 'apples', { count: 1 })).toBe('1 apple')
    expect(translate(english, 'apples', { count: 0 })).toBe('0 apples')
    expect(translate(english, 'apples', { count: 2 })).toBe('2 apples')
    expect(translate(hindi, 'apples', { count: 0 })).toBe('0 सेब')
    expect(translate(hindi, 'apples', { count: 1 })).toBe('1 सेब')
    expect(translate(hindi, 'apples', { count: 5 })).toBe('5 सेब (कई)')
    // `_zero` first for a count of 0, in the language that has it; a text without forms takes any count.
    expect(translate(english, 'cats', { count: 0 })).toBe('No cats')
    expect(translate(hindi, 'cats', { count: 0 })).toBe('एक बिल्ली')
    expect(translate(english, 'plain', { count: 3 })).toBe('Plain 3')
    // A count given as text is a value, not a plural.
    expect(translate(english, 'apples', { count: '3' as unknown as number })).toBe('apples')
  })

  it('formats `{{count, number}}` in the language of the text', () => {
    expect(translate(english, 'cats', { count: 1234567 })).toBe('1,234,567 cats')
    expect(translate(hindi, 'cats', { count: 1234567 })).toBe('12,34,567 बिल्लियाँ')
  })
})

describe('interpolate', () => {
  it('fills values without escaping them (React escapes) and does not read a value for placeholders', () => {
    expect(interpolate('{{a}} and {{ b }}', { a: 'R&D <k>', b: '{{a}}' }, 'en')).toBe('R&D <k> and {{a}}')
    expect(interpolate('{{a}}', { a: 12 }, 'en')).toBe('12')
    expect(interpolate('{{a}}', { a: null }, 'en')).toBe('')
  })

  it('leaves a placeholder whose value is not given, and empties one given as undefined', () => {
    expect(interpolate('Hello {{name}}', {}, 'en')).toBe('Hello {{name}}')
    expect(interpolate('Hello {{name}}', { name: undefined }, 'en')).toBe('Hello ')
  })
})

describe('the real text through createI18n', () => {
  beforeAll(async () => {
    await loadAllLanguageResources()
  })

  it('translates plurals and numbers in English and Hindi', () => {
    const en = createI18n('en').t
    const hi = createI18n('hi').t
    expect(en('jobs:card.reviews', { count: 1 })).toBe('1 review')
    expect(en('jobs:card.reviews', { count: 2 })).toBe('2 reviews')
    expect(hi('jobs:card.reviews', { count: 1 })).toBe('1 समीक्षा')
    expect(hi('jobs:card.reviews', { count: 2 })).toBe('2 समीक्षाएँ')
    expect(en('pages:city.intro', { count: 100000, place: 'Pune' })).toMatch(/^100,000 open jobs in Pune/)
    expect(hi('pages:city.intro', { count: 100000, place: 'पुणे' })).toBe(
      'पुणे में 1,00,000 खुली नौकरियाँ, सबसे नई पहले, वेतन, नियोक्ता और आवेदन के लिंक के साथ।',
    )
  })

  it('gives a fixed namespace and language to getFixedT, and follows the instance otherwise', () => {
    const i18n = createI18n('en')
    const jobsInHindi = i18n.getFixedT('jobs', 'hi')
    const jobs = i18n.getFixedT('jobs')
    expect(jobsInHindi('postedAge.today')).toBe('आज')
    expect(jobs('postedAge.today')).toBe('Today')
    i18n.changeLanguage('hi')
    expect(jobs('postedAge.today')).toBe('आज')
    expect(i18n.t('jobs:postedAge.today')).toBe('आज')
  })

  it('types its keys from the English text: a key or namespace that does not exist fails the type check', () => {
    const t: TFunction<'jobs'> = createI18n('en').getFixedT('jobs')
    expect(t('postedAge.today')).toBe('Today')
    expect(t('common:actions.close')).toBe('Close')
    // Plural keys are asked for without their suffix, or with it.
    expect(t('card.reviews', { count: 3 })).toBe('3 reviews')
    expect(t('card.reviews_one', { count: 1 })).toBe('1 review')
    // @ts-expect-error: jobs.json has no such key
    expect(t('nonexistent')).toBe('nonexistent')
    // @ts-expect-error: the default namespace's keys need no prefix, another's need theirs
    expect(t('actions.close')).toBe('actions.close')
    // @ts-expect-error: a group of texts is not a key
    expect(t('postedAge')).toMatch(/returned an object/)
    // @ts-expect-error: the names of places are data, asked for with what to show when we have no translation
    expect(t('names:places.pune')).toBe('places.pune')
    expect(t('names:places.pune', { defaultValue: 'Pune' })).toBe('Pune')
    const keys: ParseKeys<'jobs'>[] = ['postedAge.today', 'shell:language.label']
    // @ts-expect-error: not a key of any namespace
    keys.push('shell:language.nothing')
    expect(keys).toHaveLength(3)
  })
})
