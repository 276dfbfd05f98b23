import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { latinAllowList } from './latin-allow-list.ts'

const localesDir = join(import.meta.dirname, 'locales')

type Tree = { [key: string]: string | Tree }

function readNamespace(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`
    if (typeof value === 'string') {
      entries.set(path, value)
      continue
    }
    for (const [nestedPath, nestedValue] of flatten(value, path)) entries.set(nestedPath, nestedValue)
  }
  return entries
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((match) => match[1] ?? '').sort()
}

/** English text with nothing to translate: placeholders, digits and signs only, or the brand. */
const untranslatable = /^[\s\p{P}\p{S}\d]*(\{\{\w+\}\}[\s\p{P}\p{S}]*)*$|^JobYatra$/u

/** The Latin words of a text, leaving out placeholders, <Trans> tags and web or e-mail addresses (jobs.lever.co/company). */
function latinWords(text: string): string[] {
  const words = text
    .replace(/<\/?\w+>/gu, ' ')
    .replace(/\{\{[^}]*\}\}/gu, ' ')
    .replace(/\S*[./@]\S*/gu, ' ')
  return words.match(/[A-Za-z][A-Za-z_]*/gu) ?? []
}

const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/u, ''))

describe('locale files', () => {
  it('has the same namespaces in every language, and the names of places and roles in Hindi only', () => {
    // English shows those names as the data stores them (app/i18n/resources.ts, NAMES_NAMESPACE).
    expect(readdirSync(join(localesDir, 'hi')).sort()).toEqual([...readdirSync(join(localesDir, 'en')), 'names.json'].sort())
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'jobs']))
  })

  it('spells each Hindi word one way', () => {
    // Nasal vowels after ा and ए take chandrabindu (नौकरियाँ, जाएँ), as the rest of the text does.
    const variants = ['नौकरियां', 'जाएं', 'जांच', 'सेवाएं', 'कहां', 'ढूंढ', 'यहां', 'दिखाएं', 'हिंदी', 'ई-मेल']
    const texts = [...readdirSync(join(localesDir, 'hi'))].flatMap((file) => [
      ...flatten(readNamespace('hi', file.replace(/\.json$/u, ''))),
    ])
    for (const [key, value] of texts) for (const variant of variants) expect(value, key).not.toContain(variant)
  })

  it('names places, roles and industries in Hindi by their slugs', () => {
    const names = readNamespace('hi', 'names')
    expect(Object.keys(names).sort()).toEqual(['industries', 'places', 'roles'])
    for (const [key, value] of flatten(names)) {
      expect(key).toMatch(/^(?:places|roles|industries)\.[a-z0-9]+(?:-[a-z0-9]+)*$/u)
      expect(value, key).toMatch(/\p{Script=Devanagari}/u)
    }
  })

  it('leaves no Hindi text equal to its English one, apart from text with nothing to translate', () => {
    for (const namespace of namespaces) {
      const en = flatten(readNamespace('en', namespace))
      for (const [key, value] of flatten(readNamespace('hi', namespace))) {
        const english = en.get(key) ?? ''
        if (untranslatable.test(english)) continue
        expect(value, `${namespace}:${key}`).not.toBe(english)
      }
    }
  })

  it('uses Latin letters in Hindi only for the names and codes that Hindi writes that way', () => {
    for (const namespace of namespaces) {
      for (const [key, value] of flatten(readNamespace('hi', namespace))) {
        for (const word of latinWords(value)) expect(latinAllowList, `${namespace}:${key} "${word}"`).toContain(word)
      }
    }
  })

  describe.each(namespaces)('namespace %s', (namespace) => {
    const en = flatten(readNamespace('en', namespace))
    const hi = flatten(readNamespace('hi', namespace))

    it('has exactly the same keys in English and Hindi', () => {
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort())
    })

    it('has no empty text', () => {
      for (const [key, value] of [...en, ...hi]) expect(value.trim(), key).not.toBe('')
    })

    it('uses the same placeholders in both languages', () => {
      for (const [key, value] of en) expect(placeholders(hi.get(key) ?? ''), key).toEqual(placeholders(value))
    })

    it('is written in Devanagari in Hindi wherever English has words to translate', () => {
      for (const [key, value] of hi) {
        if (untranslatable.test(en.get(key) ?? '')) continue
        expect(value, key).toMatch(/\p{Script=Devanagari}/u)
      }
    })
  })
})

/**
 * The spec's own words (spec 001 §4, §5, §8), verbatim. The en locale is their one copy: the pages
 * render them through app/i18n/translator.ts and the API reads them from here (decision 009).
 */
describe('the English texts the spec quotes', () => {
  const english = new Map(
    namespaces.flatMap((namespace) => [...flatten(readNamespace('en', namespace))].map(([key, value]) => [`${namespace}:${key}`, value])),
  )

  it.each([
    ['common:httpStatus.400', 'Please check your input and try again.'],
    ['common:httpStatus.401', 'Please sign in to continue.'],
    ['common:httpStatus.403', "You don't have permission to access this resource."],
    ['common:httpStatus.404', 'The requested resource was not found.'],
    ['common:httpStatus.408', 'Request timed out. Please check your connection and try again.'],
    ['common:httpStatus.429', 'Too many requests. Please wait a moment and try again.'],
    ['common:httpStatus.500', 'Server error. Our team has been notified.'],
    ['common:httpStatus.502', 'Service temporarily unavailable. Please try again later.'],
    ['common:httpStatus.503', 'Service temporarily unavailable. Please try again later.'],
    ['common:httpStatus.504', 'Request timed out. Please try again.'],
    ['common:httpStatus.other', 'Something went wrong. Please try again.'],
    ['jobs:searchFailed.title', 'Having Trouble Connecting'],
    ['jobs:searchFailed.description', 'Check your internet connection, then try searching again'],
    ['jobs:searchFailed.tryAgain', 'Try Again'],
    ['jobs:searchFailed.browseOffline', 'Browse Offline Jobs'],
    ['jobs:searchFailed.contactSupport', 'Contact Support'],
    ['jobs:searchFailed.toastTitle', 'Search Temporarily Unavailable'],
    ['jobs:noJobsFound.title', "Let's Expand Your Search"],
    ['jobs:noJobsFound.toastTitle', 'No Matches Yet'],
    ['jobs:validation.jobTitleRequired', 'What job are you looking for?'],
    ['jobs:search.addJobTitle', 'Add a Job Title'],
    ['jobs:card.signInToApply', 'Sign In to Apply'],
    ['auth:modal.applyTitle', 'Sign In to Apply'],
    ['auth:modal.navigationTitle', 'Sign in to access {{label}}'],
    ['auth:modal.navigationDescription', 'Please sign in to access your {{label}} and personalized features'],
    ['auth:modal.applyingFor', 'Applying for'],
    ['auth:modal.welcomeBackTitle', 'Welcome back! 👋'],
    ['auth:modal.signInUnsuccessful', 'Sign In Unsuccessful'],
    ['auth:modal.signInUnsuccessfulText', 'Double-check your email and password, or reset your password'],
    ['auth:toasts.signUpFailed', 'Sign Up Failed'],
    ['auth:toasts.signInFailed', 'Sign In Failed'],
    ['auth:toasts.googleFailed', 'Google Sign In Failed'],
    ['auth:toasts.phoneFailed', 'Phone Verification Failed'],
    ['auth:signUpDone.text', 'Account created successfully! Please check your email for verification.'],
    ['auth:toasts.successTitle', 'Success!'],
    ['auth:toasts.successDescription', 'Check your email for verification link to complete signup.'],
    ['auth:toasts.welcomeBackTitle', 'Welcome back!'],
    ['auth:toasts.welcomeBackDescription', 'You have been signed in successfully.'],
    ['auth:toasts.codeSentTitle', 'Code Sent'],
    ['auth:toasts.codeSentDescription', 'OTP sent to your phone. Please enter the code.'],
    ['auth:toasts.welcomeTitle', 'Welcome!'],
    ['auth:toasts.phoneVerified', 'Phone number verified successfully.'],
    ['auth:session.expiredTitle', 'Session Expired'],
    ['auth:session.signIn', 'Sign In'],
    ['auth:session.continueAsGuest', 'Continue as Guest'],
    ['auth:page.backToHome', 'Back to Home'],
    ['auth:google.continue', 'Continue with Google'],
    ['auth:options.other', 'Other sign-up options'],
    ['auth:options.email', 'Email'],
    ['auth:options.phone', 'Phone'],
    ['auth:tabs.signUp', 'Sign Up'],
    ['auth:tabs.signIn', 'Sign In'],
    ['auth:actions.useDifferentPhone', 'Use different phone number'],
    ['auth:actions.tryAgain', 'Try Again'],
    ['shell:userMenu.dashboard', 'Dashboard'],
    ['shell:userMenu.settings', 'Settings'],
    ['shell:userMenu.signOut', 'Sign Out'],
    ['shell:userMenu.signOutIssue', 'Sign out completed, but there was a minor issue.'],
    ['jobs:remoteSearchDisabled.title', 'Remote Search Disabled'],
    ['jobs:remoteSearchDisabled.description', 'Remote work is not available when visa sponsorship is required.'],
    ['landing:testimonial.error', 'Unable to load testimonial video'],
    ['shell:errors.applicationError', 'Application Error'],
  ])('%s is "%s"', (key, text) => {
    expect(english.get(key)).toBe(text)
  })

  it('has the three tips of noJobsFound: a broader title, nearby cities or Remote, similar roles', () => {
    expect(['tipBroaderTitle', 'tipNearbyOrRemote', 'tipSimilarRoles'].map((tip) => english.get(`jobs:noJobsFound.${tip}`))).toEqual([
      'Try a broader job title',
      'Include nearby cities or Remote',
      'Check similar roles',
    ])
  })
})
