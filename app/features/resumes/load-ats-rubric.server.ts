import { templateMeasurementsSchema } from '#core/resume/ats/ats.schema.ts'
import measuredTemplates from '#core/resume/ats/measured-templates.json' with { type: 'json' }
import { SKILL_TERMS } from '#core/resume/ats/skill-terms.ts'
import { createI18n } from '#app/i18n/setup.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'

/** The figures `npm run bench:ats` measured (bench/ats/run.ts), checked against their schema once. */
const measured = templateMeasurementsSchema.parse(measuredTemplates)

/** /ats-rubric's data: the measured template figures and the size of the skills list the job match knows. */
export async function loadAtsRubric(request: Request) {
  const language = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('ats', language)
  return {
    title: withSiteName(t('page.title')),
    description: t('page.metaDescription'),
    measured,
    skillCount: SKILL_TERMS.length,
  }
}
