import { COVER_LETTER_STYLES, type CoverLetterStyle } from '#core/cover-letters/cover-letter-constants.ts'
import type { GeneratorProfile } from '#core/cover-letters/cover-letters.schema.ts'
import type { ResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { ResumeTemplateId } from '#core/resume/templates.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { Label } from '#app/ui/label.tsx'
import { RadioGroup } from '#app/ui/radio-group.tsx'
import { Select } from '#app/ui/select.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { PersonalInfoEditor, SectionEditor } from '#app/features/resumes/index.ts'
import { Tabs } from './tabs.tsx'

export type ProfileTab = 'personal' | 'experience' | 'education' | 'skills'
export type ProfileState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; source: GeneratorProfile['source']; templates: GeneratorProfile['templates'] }

const PROFILE_TABS: readonly ProfileTab[] = ['personal', 'experience', 'education', 'skills']

/**
 * The generator's first step (spec 001 §2): the profile in tabs, the template and the letter's style.
 * The templates offered are the profile answer's (`templates`): the server leaves out those staff
 * disabled and the Premium ones a plan without them could not export or save (decisions 059, 072).
 */
export function ProfileStep(props: {
  state: ProfileState
  document: ResumeDocument | null
  changeDocument: (next: (current: ResumeDocument) => ResumeDocument) => void
  tab: ProfileTab
  onTabChange: (tab: ProfileTab) => void
  template: ResumeTemplateId
  onTemplateChange: (template: ResumeTemplateId) => void
  style: CoverLetterStyle
  onStyleChange: (style: CoverLetterStyle) => void
  hasFailed: boolean
  onRetry: () => void
}) {
  const { t } = useTranslation('resume')
  const { state, document } = props
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex min-h-48 items-center justify-center gap-2 text-ink-muted">
        <Spinner className="size-5" />
        {t('generator.loadingProfile')}
      </p>
    )
  }
  if (state.status === 'failed' || !document) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
      >
        <p>
          <strong>{t('generator.profileError.title')}:</strong> {t('generator.profileError.message')}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={props.onRetry}>
          {t('generator.retry')}
        </Button>
      </div>
    )
  }
  const editorProps = { document, changeDocument: props.changeDocument }
  return (
    <div className="flex flex-col gap-6">
      {props.hasFailed ? (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
        >
          <strong>{t('generator.failed.title')}:</strong> {t('generator.failed.message')}
        </div>
      ) : null}
      <p className="text-sm text-ink-muted">{t(`generator.source.${state.source}`)}</p>
      <Tabs
        label={t('generator.profileTabs')}
        value={props.tab}
        onValueChange={props.onTabChange}
        tabs={PROFILE_TABS.map((tab) => ({ value: tab, label: t(`generator.tabs.${tab}`) }))}
      >
        {props.tab === 'personal' ? <PersonalInfoEditor {...editorProps} /> : null}
        {props.tab === 'experience' ? <SectionEditor section="workExperience" {...editorProps} /> : null}
        {props.tab === 'education' ? <SectionEditor section="education" {...editorProps} /> : null}
        {props.tab === 'skills' ? <SectionEditor section="skills" {...editorProps} /> : null}
      </Tabs>
      <div className="grid gap-5 border-t border-line pt-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="generator-template">{t('generator.template')}</Label>
          <Select
            id="generator-template"
            className="mt-1.5"
            value={props.template}
            onChange={(event) => {
              const chosen = state.templates.find((id) => id === event.target.value)
              if (chosen) props.onTemplateChange(chosen)
            }}
          >
            {state.templates.map((id) => (
              <option key={id} value={id}>
                {t(`builder.template.${id}`)}
              </option>
            ))}
          </Select>
        </div>
        <RadioGroup
          legend={t('generator.style')}
          name="cover-letter-style"
          value={props.style}
          onValueChange={props.onStyleChange}
          options={COVER_LETTER_STYLES.map((value) => ({ value, label: t(`generator.styles.${value}`) }))}
        />
      </div>
    </div>
  )
}
