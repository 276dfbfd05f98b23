import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { LANGUAGE_PROFICIENCIES, SKILL_LEVELS, type ResumeSection, type SkillLevel } from '#core/resume/resume-constants.ts'
import type { ResumeDocument, SkillGroup } from '#core/resume/resume-document.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { hasSkill, newItemId, setCurrentPosition } from '#app/features/resumes/editor/document-edits.ts'
import { NumberField, TextField } from './fields.tsx'
import { ItemList } from './item-list.tsx'

/** Changes the document; `key` names the field typed in (one undo step per field). */
export type ChangeDocument = (next: (document: ResumeDocument) => ResumeDocument, key?: string | null) => void

interface EditorProps {
  document: ResumeDocument
  changeDocument: ChangeDocument
}

/** Lines of a text area as a list (achievements), and back. */
const toLines = (text: string) => text.split('\n')
const fromLines = (lines: readonly string[]) => lines.join('\n')
/** Comma-separated words as a list (preferred cities, technologies), blanks dropped when saved by the schema's trim. */
const toList = (text: string) => text.split(',').map((part) => part.trimStart())

export function PersonalInfoEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  const info = document.personalInfo
  const india = document.india
  const setInfo = (field: keyof typeof info, value: string) =>
    changeDocument((current) => ({ ...current, personalInfo: { ...current.personalInfo, [field]: value } }), `personalInfo.${field}`)
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('builder.fields.firstName')}
          autoComplete="given-name"
          value={info.firstName}
          onChange={(value) => setInfo('firstName', value)}
        />
        <TextField
          label={t('builder.fields.lastName')}
          autoComplete="family-name"
          value={info.lastName}
          onChange={(value) => setInfo('lastName', value)}
        />
        <TextField label={t('builder.fields.title')} value={info.title} onChange={(value) => setInfo('title', value)} />
        <TextField
          label={t('builder.fields.email')}
          type="email"
          autoComplete="email"
          value={info.email}
          onChange={(value) => setInfo('email', value)}
        />
        <TextField
          label={t('builder.fields.phone')}
          type="tel"
          autoComplete="tel"
          value={info.phone}
          onChange={(value) => setInfo('phone', value)}
        />
        <TextField label={t('builder.fields.location')} value={info.location} onChange={(value) => setInfo('location', value)} />
        <TextField label={t('builder.fields.website')} type="url" value={info.website} onChange={(value) => setInfo('website', value)} />
        <TextField label={t('builder.fields.linkedin')} type="url" value={info.linkedin} onChange={(value) => setInfo('linkedin', value)} />
      </div>
      <fieldset className="rounded-xl border border-line p-3 sm:p-4">
        <legend className="px-1 text-sm font-semibold">{t('builder.india.heading')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField
            label={t('builder.india.noticePeriodDays')}
            value={india.noticePeriodDays}
            onChange={(value) =>
              changeDocument(
                (current) => ({
                  ...current,
                  india: { ...current.india, noticePeriodDays: value === null ? null : Math.min(365, Math.round(value)) },
                }),
                'india.notice',
              )
            }
          />
          <TextField
            label={t('builder.india.workAuthorisation')}
            value={india.workAuthorisation}
            onChange={(value) =>
              changeDocument((current) => ({ ...current, india: { ...current.india, workAuthorisation: value } }), 'india.auth')
            }
          />
          <NumberField
            label={t('builder.india.currentCtcLpa')}
            value={india.currentCtcLpa}
            onChange={(value) =>
              changeDocument((current) => ({ ...current, india: { ...current.india, currentCtcLpa: value } }), 'india.current')
            }
          />
          <NumberField
            label={t('builder.india.expectedCtcLpa')}
            value={india.expectedCtcLpa}
            onChange={(value) =>
              changeDocument((current) => ({ ...current, india: { ...current.india, expectedCtcLpa: value } }), 'india.expected')
            }
          />
          <TextField
            label={t('builder.india.preferredCities')}
            hint={t('builder.fields.commaHint')}
            value={india.preferredCities.join(', ')}
            onChange={(value) =>
              changeDocument(
                (current) => ({ ...current, india: { ...current.india, preferredCities: toList(value).slice(0, 20) } }),
                'india.cities',
              )
            }
          />
        </div>
      </fieldset>
    </div>
  )
}

/** The editor of one reorderable section. */
export function SectionEditor({ section, document, changeDocument }: EditorProps & { section: ResumeSection }) {
  switch (section) {
    case 'summary':
      return <SummaryEditor document={document} changeDocument={changeDocument} />
    case 'workExperience':
      return <WorkEditor document={document} changeDocument={changeDocument} />
    case 'education':
      return <EducationEditor document={document} changeDocument={changeDocument} />
    case 'skills':
      return <SkillsEditor document={document} changeDocument={changeDocument} />
    case 'projects':
      return <ProjectsEditor document={document} changeDocument={changeDocument} />
    case 'certifications':
      return <CertificationsEditor document={document} changeDocument={changeDocument} />
    case 'languages':
      return <LanguagesEditor document={document} changeDocument={changeDocument} />
    case 'awards':
      return <AwardsEditor document={document} changeDocument={changeDocument} />
    case 'references':
      return <ReferencesEditor document={document} changeDocument={changeDocument} />
    case 'customSections':
      return <CustomSectionsEditor document={document} changeDocument={changeDocument} />
  }
}

function SummaryEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('builder.fields.summary')}
        isMultiline
        value={document.personalInfo.summary}
        onChange={(value) =>
          changeDocument((current) => ({ ...current, personalInfo: { ...current.personalInfo, summary: value } }), 'personalInfo.summary')
        }
      />
    </div>
  )
}

function WorkEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.workExperience}
      onChange={(items, key) => changeDocument((current) => ({ ...current, workExperience: items }), key ?? null)}
      newItem={() => ({
        id: newItemId(),
        company: '',
        position: '',
        location: '',
        startDate: '',
        endDate: '',
        current: false,
        description: '',
        achievements: [],
      })}
      itemTitle={(item, index) => item.position || item.company || t('builder.items.job', { number: index + 1 })}
      addLabel={t('builder.add.workExperience')}
    >
      {(item, update) => (
        <>
          <TextField
            label={t('builder.fields.position')}
            value={item.position}
            onChange={(value) => update({ position: value }, 'position')}
          />
          <TextField label={t('builder.fields.company')} value={item.company} onChange={(value) => update({ company: value }, 'company')} />
          <TextField
            label={t('builder.fields.location')}
            value={item.location}
            onChange={(value) => update({ location: value }, 'location')}
          />
          <TextField
            label={t('builder.fields.startDate')}
            hint={t('builder.fields.dateHint')}
            value={item.startDate}
            onChange={(value) => update({ startDate: value }, 'startDate')}
          />
          <CurrentPositionBox
            isCurrent={item.current}
            onChange={(isCurrent) => {
              const next = setCurrentPosition(item, isCurrent)
              update({ current: next.current, endDate: next.endDate }, 'current')
            }}
          />
          {item.current ? null : (
            <TextField
              label={t('builder.fields.endDate')}
              hint={t('builder.fields.dateHint')}
              value={item.endDate}
              onChange={(value) => update({ endDate: value }, 'endDate')}
            />
          )}
          <TextField
            label={t('builder.fields.description')}
            isMultiline
            value={item.description}
            onChange={(value) => update({ description: value }, 'description')}
          />
          <TextField
            label={t('builder.fields.achievements')}
            hint={t('builder.fields.linesHint')}
            isMultiline
            value={fromLines(item.achievements)}
            onChange={(value) => update({ achievements: toLines(value).slice(0, 30) }, 'achievements')}
          />
        </>
      )}
    </ItemList>
  )
}

function CurrentPositionBox({ isCurrent, onChange }: { isCurrent: boolean; onChange: (isCurrent: boolean) => void }) {
  const { t } = useTranslation('resume')
  const id = useId()
  return (
    <div className="flex min-h-11 items-center gap-2 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={isCurrent}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm font-semibold">
        {t('builder.fields.current')}
      </label>
    </div>
  )
}

function EducationEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.education}
      onChange={(items, key) => changeDocument((current) => ({ ...current, education: items }), key ?? null)}
      newItem={() => ({
        id: newItemId(),
        institution: '',
        school: '',
        degree: '',
        field: '',
        year: '',
        startDate: '',
        endDate: '',
        gpa: '',
      })}
      itemTitle={(item, index) => item.degree || item.institution || item.school || t('builder.items.education', { number: index + 1 })}
      addLabel={t('builder.add.education')}
    >
      {(item, update) => (
        <>
          <TextField
            label={t('builder.fields.institution')}
            value={item.institution || item.school}
            onChange={(value) => update({ institution: value }, 'institution')}
          />
          <TextField label={t('builder.fields.degree')} value={item.degree} onChange={(value) => update({ degree: value }, 'degree')} />
          <TextField label={t('builder.fields.field')} value={item.field} onChange={(value) => update({ field: value }, 'field')} />
          <TextField label={t('builder.fields.gpa')} value={item.gpa} onChange={(value) => update({ gpa: value }, 'gpa')} />
          <TextField
            label={t('builder.fields.startDate')}
            hint={t('builder.fields.dateHint')}
            value={item.startDate}
            onChange={(value) => update({ startDate: value }, 'startDate')}
          />
          <TextField
            label={t('builder.fields.endDate')}
            hint={t('builder.fields.dateHint')}
            value={item.endDate}
            onChange={(value) => update({ endDate: value }, 'endDate')}
          />
        </>
      )}
    </ItemList>
  )
}

function SkillsEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.skills}
      onChange={(items, key) => changeDocument((current) => ({ ...current, skills: items }), key ?? null)}
      newItem={() => ({ id: newItemId(), category: '', items: [] })}
      itemTitle={(item, index) => item.category || t('builder.items.skills', { number: index + 1 })}
      addLabel={t('builder.add.skills')}
    >
      {(group, update) => (
        <>
          <TextField
            label={t('builder.fields.category')}
            value={group.category}
            onChange={(value) => update({ category: value }, 'category')}
          />
          <SkillAdder group={group} onAdd={(name) => update({ items: [...group.items, { name, level: null }] }, `add:${name}`)} />
          {group.items.length > 0 ? (
            <ul
              className="flex flex-wrap gap-2 sm:col-span-2"
              aria-label={t('builder.fields.skillList', { category: group.category || t('builder.sections.skills') })}
            >
              {group.items.map((skill, index) => (
                <li
                  key={`${index}-${skill.name}`}
                  className="flex items-center gap-1 rounded-full bg-brand-50 ps-3 text-sm text-brand-900 dark:bg-brand-900/60 dark:text-brand-100"
                >
                  <span>{skill.name}</span>
                  <SkillLevelSelect
                    skill={skill.name}
                    value={skill.level}
                    onChange={(level) =>
                      update(
                        { items: group.items.map((candidate) => (candidate === skill ? { ...skill, level } : candidate)) },
                        `level:${skill.name}`,
                      )
                    }
                  />
                  <button
                    type="button"
                    className="inline-flex size-9 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-brand-900"
                    aria-label={t('builder.fields.removeSkill', { skill: skill.name })}
                    onClick={() => update({ items: group.items.filter((candidate) => candidate !== skill) }, 'remove')}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </ItemList>
  )
}

/**
 * A skill's level (decision 067): the platform's select, small enough to sit in the skill's chip, named
 * for its skill so a screen reader says which one it sets. 'No level' leaves the level off the resume.
 */
function SkillLevelSelect({
  skill,
  value,
  onChange,
}: {
  skill: string
  value: SkillLevel | null
  onChange: (level: SkillLevel | null) => void
}) {
  const { t } = useTranslation('resume')
  return (
    <select
      aria-label={t('builder.fields.skillLevel', { skill })}
      value={value ?? ''}
      onChange={(event) => onChange(SKILL_LEVELS.find((level) => level === event.target.value) ?? null)}
      className="min-h-9 max-w-32 cursor-pointer rounded-full border border-brand-200 bg-surface-raised px-2 text-xs text-ink focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-brand-700"
    >
      <option value="">{t('builder.skillLevel.none')}</option>
      {SKILL_LEVELS.map((level) => (
        <option key={level} value={level}>
          {t(`builder.skillLevel.${level}`)}
        </option>
      ))}
    </select>
  )
}

/** Adds a skill on Enter or the button: trimmed, blank ignored, one already listed refused with a message (spec 001 §5). */
function SkillAdder({ group, onAdd }: { group: SkillGroup; onAdd: (name: string) => void }) {
  const { t } = useTranslation('resume')
  const [text, setText] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const id = useId()
  const add = () => {
    const name = text.trim()
    if (name === '') return
    if (hasSkill(group.items, name)) {
      setMessage(t('builder.fields.duplicateSkill', { skill: name }))
      return
    }
    onAdd(name.slice(0, 80))
    setText('')
    setMessage(null)
  }
  return (
    <div>
      <Label htmlFor={id}>{t('builder.fields.addSkill')}</Label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={id}
          value={text}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            add()
          }}
        />
        <Button type="button" variant="secondary" size="sm" onClick={add}>
          {t('builder.fields.addSkillButton')}
        </Button>
      </div>
      <p id={`${id}-message`} role="status" className="mt-1 min-h-4 text-xs text-amber-800 dark:text-amber-200">
        {message}
      </p>
    </div>
  )
}

function ProjectsEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.projects}
      onChange={(items, key) => changeDocument((current) => ({ ...current, projects: items }), key ?? null)}
      newItem={() => ({ id: newItemId(), name: '', description: '', technologies: [], date: '', link: '' })}
      itemTitle={(item, index) => item.name || t('builder.items.project', { number: index + 1 })}
      addLabel={t('builder.add.projects')}
    >
      {(item, update) => (
        <>
          <TextField label={t('builder.fields.projectName')} value={item.name} onChange={(value) => update({ name: value }, 'name')} />
          <TextField label={t('builder.fields.link')} type="url" value={item.link} onChange={(value) => update({ link: value }, 'link')} />
          <TextField label={t('builder.fields.date')} value={item.date} onChange={(value) => update({ date: value }, 'date')} />
          <TextField
            label={t('builder.fields.technologies')}
            hint={t('builder.fields.commaHint')}
            value={item.technologies.join(', ')}
            onChange={(value) => update({ technologies: toList(value).slice(0, 50) }, 'technologies')}
          />
          <TextField
            label={t('builder.fields.description')}
            isMultiline
            value={item.description}
            onChange={(value) => update({ description: value }, 'description')}
          />
        </>
      )}
    </ItemList>
  )
}

function CertificationsEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.certifications}
      onChange={(items, key) => changeDocument((current) => ({ ...current, certifications: items }), key ?? null)}
      newItem={() => ({ id: newItemId(), name: '', issuer: '', date: '' })}
      itemTitle={(item, index) => item.name || t('builder.items.certification', { number: index + 1 })}
      addLabel={t('builder.add.certifications')}
    >
      {(item, update) => (
        <>
          <TextField
            label={t('builder.fields.certificationName')}
            value={item.name}
            onChange={(value) => update({ name: value }, 'name')}
          />
          <TextField label={t('builder.fields.issuer')} value={item.issuer} onChange={(value) => update({ issuer: value }, 'issuer')} />
          <TextField label={t('builder.fields.date')} value={item.date} onChange={(value) => update({ date: value }, 'date')} />
        </>
      )}
    </ItemList>
  )
}

function LanguagesEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.languages}
      onChange={(items, key) => changeDocument((current) => ({ ...current, languages: items }), key ?? null)}
      newItem={() => ({ id: newItemId(), name: '', proficiency: null })}
      itemTitle={(item, index) => item.name || t('builder.items.language', { number: index + 1 })}
      addLabel={t('builder.add.languages')}
    >
      {(item, update) => (
        <>
          <TextField label={t('builder.fields.languageName')} value={item.name} onChange={(value) => update({ name: value }, 'name')} />
          <ProficiencySelect value={item.proficiency} onChange={(proficiency) => update({ proficiency }, 'proficiency')} />
        </>
      )}
    </ItemList>
  )
}

function ProficiencySelect({
  value,
  onChange,
}: {
  value: (typeof LANGUAGE_PROFICIENCIES)[number] | null
  onChange: (value: (typeof LANGUAGE_PROFICIENCIES)[number] | null) => void
}) {
  const { t } = useTranslation('resume')
  const id = useId()
  return (
    <div>
      <Label htmlFor={id}>{t('builder.fields.proficiency')}</Label>
      <div className="mt-1.5">
        <Select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(LANGUAGE_PROFICIENCIES.find((level) => level === event.target.value) ?? null)}
        >
          <option value="">{t('builder.proficiency.none')}</option>
          {LANGUAGE_PROFICIENCIES.map((level) => (
            <option key={level} value={level}>
              {t(`builder.proficiency.${level}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  )
}

function AwardsEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.awards}
      onChange={(items, key) => changeDocument((current) => ({ ...current, awards: items }), key ?? null)}
      newItem={() => ({ id: newItemId(), title: '', issuer: '', date: '', description: '' })}
      itemTitle={(item, index) => item.title || t('builder.items.award', { number: index + 1 })}
      addLabel={t('builder.add.awards')}
    >
      {(item, update) => (
        <>
          <TextField label={t('builder.fields.awardTitle')} value={item.title} onChange={(value) => update({ title: value }, 'title')} />
          <TextField label={t('builder.fields.issuer')} value={item.issuer} onChange={(value) => update({ issuer: value }, 'issuer')} />
          <TextField label={t('builder.fields.date')} value={item.date} onChange={(value) => update({ date: value }, 'date')} />
          <TextField
            label={t('builder.fields.description')}
            isMultiline
            value={item.description}
            onChange={(value) => update({ description: value }, 'description')}
          />
        </>
      )}
    </ItemList>
  )
}

function ReferencesEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.references}
      onChange={(items, key) => changeDocument((current) => ({ ...current, references: items }), key ?? null)}
      newItem={() => ({ id: newItemId(), name: '', relationship: '', contact: '' })}
      itemTitle={(item, index) => item.name || t('builder.items.reference', { number: index + 1 })}
      addLabel={t('builder.add.references')}
    >
      {(item, update) => (
        <>
          <TextField label={t('builder.fields.referenceName')} value={item.name} onChange={(value) => update({ name: value }, 'name')} />
          <TextField
            label={t('builder.fields.relationship')}
            value={item.relationship}
            onChange={(value) => update({ relationship: value }, 'relationship')}
          />
          <TextField label={t('builder.fields.contact')} value={item.contact} onChange={(value) => update({ contact: value }, 'contact')} />
        </>
      )}
    </ItemList>
  )
}

function CustomSectionsEditor({ document, changeDocument }: EditorProps) {
  const { t } = useTranslation('resume')
  return (
    <ItemList
      items={document.customSections}
      onChange={(items, key) => changeDocument((current) => ({ ...current, customSections: items }), key ?? null)}
      newItem={() => ({ id: newItemId(), title: '', items: [] })}
      itemTitle={(item, index) => item.title || t('builder.items.custom', { number: index + 1 })}
      addLabel={t('builder.add.customSections')}
    >
      {(section, update) => (
        <>
          <TextField
            label={t('builder.fields.sectionTitle')}
            value={section.title}
            onChange={(value) => update({ title: value }, 'title')}
          />
          <div className="sm:col-span-2">
            <ItemList
              items={section.items}
              onChange={(items, key) => update({ items }, key ?? 'items')}
              newItem={() => ({ id: newItemId(), heading: '', date: '', description: '' })}
              itemTitle={(entry, index) => entry.heading || t('builder.items.entry', { number: index + 1 })}
              addLabel={t('builder.add.entry')}
            >
              {(entry, updateEntry) => (
                <>
                  <TextField
                    label={t('builder.fields.heading')}
                    value={entry.heading}
                    onChange={(value) => updateEntry({ heading: value }, 'heading')}
                  />
                  <TextField
                    label={t('builder.fields.date')}
                    value={entry.date}
                    onChange={(value) => updateEntry({ date: value }, 'date')}
                  />
                  <TextField
                    label={t('builder.fields.description')}
                    isMultiline
                    value={entry.description}
                    onChange={(value) => updateEntry({ description: value }, 'description')}
                  />
                </>
              )}
            </ItemList>
          </div>
        </>
      )}
    </ItemList>
  )
}
