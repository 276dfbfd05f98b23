import { INTERVIEW_ROLES, isInterviewRole, type InterviewRole } from '#core/interviews/interviews.ts'
import { questionBank } from '#core/interviews/question-bank.ts'
import { gatePage } from '#app/features/auth/index.server.ts'
import type { SupportedLanguage } from '#app/i18n/languages.ts'
import { createI18n } from '#app/i18n/setup.ts'
import type { RequestContext } from '#app/lib/request-context.server.ts'
import { readRequestLanguage } from '#app/shell/language.ts'
import { withSiteName } from '#app/shell/site-name.ts'

type TitleKey = 'meta.start' | 'meta.session' | 'meta.analytics' | 'meta.preparation'

/** Every mock-interview page starts here: the sign-in gate (spec 000 §2), then its title in the reader's language. */
async function openInterviewPage(request: Request, context: RequestContext, titleKey: TitleKey) {
  const { viewer } = await gatePage(request, context, 'signed-in')
  const language: SupportedLanguage = await readRequestLanguage(request)
  const t = createI18n(language).getFixedT('interviews', language)
  return { userId: viewer.userId, language, title: withSiteName(t(titleKey)) }
}

function roleParam(request: Request): InterviewRole | null {
  const role = new URL(request.url).searchParams.get('role')
  return role !== null && isInterviewRole(role) ? role : null
}

/** /mock-interview: the choices of a new session (the person's tracked jobs and resumes) and their last session. */
export async function loadStartPage(request: Request, context: RequestContext) {
  const { userId, title } = await openInterviewPage(request, context, 'meta.start')
  const { applications, resumes, interviews } = context.services
  const [tracked, ownResumes, analytics] = await Promise.all([
    applications.listApplications(userId),
    resumes.listResumes(userId),
    interviews.readAnalytics(userId),
  ])
  const last = analytics.sessions.at(-1) ?? null
  return {
    title,
    role: roleParam(request),
    applications: tracked.map((application) => ({ id: application.id, label: `${application.job_title} · ${application.employer_name}` })),
    resumes: ownResumes.map((resume) => ({ id: resume.id, name: resume.name })),
    last,
  }
}

/** /mock-interview/session?id=…: the session with its answers so far; without an id (or another person's), the page says none is open. */
export async function loadSessionPage(request: Request, context: RequestContext) {
  const { userId, title } = await openInterviewPage(request, context, 'meta.session')
  const id = new URL(request.url).searchParams.get('id')
  if (id === null || !/^[0-9a-f-]{36}$/iu.test(id)) return { title, session: null }
  return { title, session: await context.services.interviews.findSession(userId, id) }
}

/** /mock-interview/analytics. */
export async function loadAnalyticsPage(request: Request, context: RequestContext) {
  const { userId, title } = await openInterviewPage(request, context, 'meta.analytics')
  return { title, analytics: await context.services.interviews.readAnalytics(userId) }
}

/** /mock-interview/preparation?role=…: the role's questions with their guidance (the first role when none is named). */
export async function loadPreparationPage(request: Request, context: RequestContext) {
  const { title } = await openInterviewPage(request, context, 'meta.preparation')
  const role = roleParam(request) ?? INTERVIEW_ROLES[0]
  const questions = (questionBank.get(role) ?? []).map(({ id, kind, level, text, guidance }) => ({ id, kind, level, text, guidance }))
  return { title, role, questions }
}
