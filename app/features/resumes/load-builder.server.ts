import { emptyResumeDocument } from '#core/resume/resume-document.schema.ts'
import type { TemplateAvailability } from '#core/resume/template-admin.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'

/**
 * /resume-builder's data: anyone may open it (a guest's resume lives in their browser); a signed-in
 * person's resumes come with the page, the first of them (the base resume, else the newest) whole.
 */
export async function loadResumeBuilder(request: Request, context: RequestContext) {
  const [language, state] = await Promise.all([readRequestLanguage(request), context.viewer()])
  const t = createI18n(language).getFixedT('resume', language)
  const title = withSiteName(t('pageTitle'))
  const description = t('builder.metaDescription')
  const emptyDocument = emptyResumeDocument()
  const templates = await context.services.resumeTemplates.availability()
  if (state.kind !== 'signed-in') return { title, description, emptyDocument, templates, userId: null, start: null }
  const { userId } = state.viewer
  const resumes = await context.services.resumes.listResumes(userId)
  const first = resumes[0]
  const current = first ? await context.services.resumes.readResume(userId, first.id) : null
  return { title, description, emptyDocument, templates, userId, start: { resumes, current } }
}

/** /premium-templates' gallery: the templates that are Premium and enabled now, as staff left them (decision 072). */
export async function loadGalleryTemplates(context: RequestContext): Promise<TemplateAvailability[]> {
  const templates = await context.services.resumeTemplates.availability()
  return templates.filter((template) => template.isEnabled && template.isPremium)
}
