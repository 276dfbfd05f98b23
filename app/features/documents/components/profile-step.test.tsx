import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { emptyResumeDocument } from '#core/resume/resume-document.schema.ts'
import { RESUME_TEMPLATE_IDS, type ResumeTemplateId } from '#core/resume/templates.ts'
import { TranslationProvider } from '#app/i18n/react.tsx'
import { loadAllLanguageResources } from '#app/i18n/resources.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { ProfileStep } from './profile-step.tsx'

beforeAll(async () => {
  await loadAllLanguageResources()
})

/** The template choices the profile step renders, by value. */
function offeredTemplates(templates: ResumeTemplateId[], language = 'en'): string[] {
  const html = renderToString(
    <TranslationProvider i18n={createI18n(language)}>
      <ProfileStep
        state={{ status: 'ready', source: 'onboarding', templates }}
        document={emptyResumeDocument()}
        changeDocument={() => undefined}
        tab="personal"
        onTabChange={() => undefined}
        template="modern"
        onTemplateChange={() => undefined}
        style="standard"
        onStyleChange={() => undefined}
        hasFailed={false}
        onRetry={() => undefined}
      />
    </TranslationProvider>,
  )
  const select = /<select[^>]*id="generator-template"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? ''
  return [...select.matchAll(/<option[^>]*value="([^"]+)"/g)].map((match) => match[1] ?? '')
}

describe('the document generator’s profile step', () => {
  it('offers only the templates the server’s profile answer names (not those staff disabled)', () => {
    const enabled = RESUME_TEMPLATE_IDS.filter((id) => id !== 'tech' && id !== 'ledger')
    expect(offeredTemplates(enabled)).toEqual(enabled)
    expect(offeredTemplates(['modern', 'minimal'], 'hi')).toEqual(['modern', 'minimal'])
  })
})
