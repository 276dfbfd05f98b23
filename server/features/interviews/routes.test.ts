import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  interviewAnalyticsSchema,
  interviewSessionSchema,
  sessionAnswerSchema,
  type InterviewSession,
} from '#core/interviews/interviews.schema.ts'
import { findQuestion } from '#core/interviews/question-bank.ts'
import { resumeSchema } from '#core/resume/resumes.schema.ts'
import { recordedApplicationSchema } from '#core/workspace/applications.schema.ts'
import { interviewAnswers, interviewSessions } from '#server/db/schema/index.ts'
import { erasePersonalData, exportPersonalData } from '#server/lib/personal-data.ts'
import { serverFeatures } from '#server/services.ts'
import { buildJob, buildResumeDocument, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { startChatCompletionsStandIn, type ChatCompletionsStandIn } from '#tests/stand-ins/chat-completions.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = account ? account.headers() : { origin: TEST_PUBLIC_URL }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
}

async function start(app: TestApp, account: TestAccount, body: Record<string, unknown>): Promise<InterviewSession> {
  const response = await call(app, account, 'POST', '/interviews/sessions', body)
  expect(response.status).toBe(201)
  return interviewSessionSchema.parse(await response.json())
}

const strongAnswer =
  'At my last job at Infosys our team had a reporting pipeline that failed twice a week. My task was to fix it within one sprint. ' +
  'I analysed the logs, found a query that timed out on 3 million rows, added an index and rewrote the join. ' +
  'As a result the report ran in 40 seconds instead of 15 minutes, and it has not failed in six months.'
const vagueAnswer = 'Um, basically I think I would, you know, try my best and, um, work hard with the team on it.'

describeOnDatabases('mock interviews API', (getHandle) => {
  let app: TestApp
  let asha: TestAccount
  let ravi: TestAccount

  beforeAll(async () => {
    await insertJobs(getHandle(), [
      buildJob({
        job_id: 'interview-job',
        job_title: 'Data Analyst',
        employer_name: 'Flipkart',
        job_description: 'Build dashboards in Tableau and SQL for the supply chain team. Python and Excel modelling a plus.',
      }),
    ])
    app = buildTestApp(getHandle())
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
    ravi = await createSignedInAccount(app, getHandle(), { name: 'Ravi Kumar' })
  })

  test('signed out, the interviews API answers 401', async () => {
    expect((await call(app, null, 'POST', '/interviews/sessions', { role: 'data-analyst', level: 'mid' })).status).toBe(401)
    expect((await call(app, null, 'GET', '/interviews/analytics')).status).toBe(401)
  })

  test('a three-question session: questions drawn for the role, each answer scored by rules, the last completes it', async () => {
    const session = await start(app, asha, { role: 'data-analyst', level: 'mid', question_count: 3 })
    expect(session.questions).toHaveLength(3)
    expect(session.questions[0]?.kind).toBe('behavioural')
    for (const question of session.questions) expect(findQuestion(question.id)?.role).toBe('data-analyst')
    expect(session.completed_at).toBeNull()

    const answers = [strongAnswer, vagueAnswer, strongAnswer]
    for (const [position, answer] of answers.entries()) {
      const response = await call(app, asha, 'POST', `/interviews/sessions/${session.id}/answers`, {
        position,
        answer,
        input_mode: position === 1 ? 'voice' : 'typed',
        duration_seconds: 75,
      })
      expect(response.status).toBe(200)
      const scored = sessionAnswerSchema.parse(await response.json())
      expect(scored.feedback.source).toBe('rules')
      expect(scored.feedback.sample_answer.length).toBeGreaterThan(40)
    }

    const read = interviewSessionSchema.parse(await (await call(app, asha, 'GET', `/interviews/sessions/${session.id}`)).json())
    expect(read.answers.map((answer) => answer.position)).toEqual([0, 1, 2])
    expect(read.answers[1]?.input_mode).toBe('voice')
    expect(read.answers[1]?.feedback.filler_words).toEqual(expect.arrayContaining([{ word: 'um', count: 2 }]))
    expect(read.answers[0]!.feedback.overall).toBeGreaterThan(read.answers[1]!.feedback.overall)
    expect(read.completed_at).not.toBeNull()

    const analytics = interviewAnalyticsSchema.parse(await (await call(app, asha, 'GET', '/interviews/analytics')).json())
    expect(analytics.answer_count).toBe(3)
    expect(analytics.sessions.at(-1)).toMatchObject({ id: session.id, answered: 3, question_count: 3 })
    expect(analytics.weakest).toHaveLength(5)
    expect(analytics.retry.map((question) => question.question_id)).toContain(read.answers[1]?.question_id)
  })

  test('an answer sent twice keeps the first feedback; skipping ahead, positions outside the session and overlong answers are refused', async () => {
    const session = await start(app, asha, { role: 'accountant', level: 'entry', question_count: 3 })
    const path = `/interviews/sessions/${session.id}/answers`
    const first = await call(app, asha, 'POST', path, { position: 0, answer: strongAnswer, duration_seconds: 50 })
    const again = await call(app, asha, 'POST', path, { position: 0, answer: vagueAnswer, duration_seconds: 10 })
    expect(sessionAnswerSchema.parse(await again.json()).answer).toBe(sessionAnswerSchema.parse(await first.json()).answer)

    const skipped = await call(app, asha, 'POST', path, { position: 2, answer: strongAnswer, duration_seconds: 50 })
    expect(skipped.status).toBe(400)
    const outside = await call(app, asha, 'POST', path, { position: 5, answer: strongAnswer, duration_seconds: 50 })
    expect(outside.status).toBe(400)
    const tooLong = await call(app, asha, 'POST', path, { position: 1, answer: 'a'.repeat(4001), duration_seconds: 50 })
    expect(tooLong.status).toBe(400)
    const tooShort = await call(app, asha, 'POST', path, { position: 1, answer: 'Yes.', duration_seconds: 5 })
    expect(tooShort.status).toBe(400)
  })

  test("another person's session is not found, and their analytics hold only their own", async () => {
    const session = await start(app, asha, { role: 'sales-executive', level: 'senior', question_count: 3 })
    expect((await call(app, ravi, 'GET', `/interviews/sessions/${session.id}`)).status).toBe(404)
    const answer = await call(app, ravi, 'POST', `/interviews/sessions/${session.id}/answers`, {
      position: 0,
      answer: strongAnswer,
      duration_seconds: 5,
    })
    expect(answer.status).toBe(404)
    const analytics = interviewAnalyticsSchema.parse(await (await call(app, ravi, 'GET', '/interviews/analytics')).json())
    expect(analytics).toMatchObject({ sessions: [], answer_count: 0, averages: null, weakest: [], retry: [] })
  })

  test('practising for a tracked job and a resume: the job description counts for relevance; ids not yours are 404', async () => {
    const tracked = await call(app, asha, 'POST', '/job-applications', { job_id: 'interview-job', application_status: 'saved' })
    const application = recordedApplicationSchema.parse(await tracked.json()).application
    const created = await call(app, asha, 'POST', '/resumes', { name: 'Analyst CV', document: buildResumeDocument(), template: 'modern' })
    const resume = resumeSchema.parse(await created.json())

    const session = await start(app, asha, {
      role: 'data-analyst',
      level: 'mid',
      question_count: 3,
      application_id: application.id,
      resume_id: resume.id,
    })
    expect(session).toMatchObject({ job_title: 'Data Analyst at Flipkart', resume_name: 'Analyst CV' })
    const scored = sessionAnswerSchema.parse(
      await (
        await call(app, asha, 'POST', `/interviews/sessions/${session.id}/answers`, {
          position: 0,
          answer: strongAnswer,
          duration_seconds: 60,
        })
      ).json(),
    )
    expect(scored.feedback.tips).toContain('relevance_job')

    expect(
      (await call(app, ravi, 'POST', '/interviews/sessions', { role: 'data-analyst', level: 'mid', application_id: application.id }))
        .status,
    ).toBe(404)
    expect(
      (await call(app, ravi, 'POST', '/interviews/sessions', { role: 'data-analyst', level: 'mid', resume_id: resume.id })).status,
    ).toBe(404)
  })

  test('"Download my data" holds the sessions and answers; "Delete account" erases them', async () => {
    const carol = await createSignedInAccount(app, getHandle(), { name: 'Carol Dsouza' })
    const session = await start(app, carol, { role: 'qa-engineer', level: 'entry', question_count: 3 })
    await call(app, carol, 'POST', `/interviews/sessions/${session.id}/answers`, {
      position: 0,
      answer: strongAnswer,
      duration_seconds: 30,
    })
    const db = getHandle().db
    const exported = await exportPersonalData(db, serverFeatures.personalData, carol.userId)
    expect(exported?.interviewSessions).toEqual([expect.objectContaining({ id: session.id, role: 'qa-engineer' })])
    expect(exported?.interviewAnswers).toEqual([expect.objectContaining({ answer: strongAnswer, position: 0 })])

    expect(await erasePersonalData(db, serverFeatures.personalData, carol.userId)).toBe(true)
    expect(await db.select().from(interviewSessions).where(eq(interviewSessions.userId, carol.userId))).toEqual([])
    expect(await db.select().from(interviewAnswers).where(eq(interviewAnswers.userId, carol.userId))).toEqual([])
  })
})

describeOnDatabases('mock interviews with an AI model configured', (getHandle) => {
  let standIn: ChatCompletionsStandIn
  let app: TestApp
  let asha: TestAccount

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn()
    const ai = { provider: 'openai' as const, baseUrl: standIn.baseUrl, apiKey: standIn.apiKey, model: standIn.model, timeoutMs: 5000 }
    app = buildTestApp(getHandle(), { services: buildTestServices(getHandle(), { adapters: { ai } }) })
    asha = await createSignedInAccount(app, getHandle(), { name: 'Asha Rao' })
  })
  afterAll(() => standIn.close())

  test('the model scores with the rubric; a broken or failed answer falls back to the rules', async () => {
    const session = await start(app, asha, { role: 'product-manager', level: 'mid', question_count: 3 })
    const path = `/interviews/sessions/${session.id}/answers`
    const modelAnswer = {
      scores: { structure: 80, relevance: 70, specificity: 60, clarity: 90, fillers: 100 },
      tips: ['specificity_numbers', 'not_a_code'],
      comment: 'You explained the launch clearly. Add the metric you moved.',
      sample_answer: 'At Swiggy I led the launch of scheduled orders. [Metric] rose by [number] in the first month because…',
    }
    standIn.answerNext({ text: JSON.stringify(modelAnswer) })
    const byModel = sessionAnswerSchema.parse(
      await (await call(app, asha, 'POST', path, { position: 0, answer: strongAnswer, duration_seconds: 60 })).json(),
    )
    expect(byModel.feedback).toMatchObject({
      source: 'model',
      scores: modelAnswer.scores,
      tips: ['specificity_numbers'],
      comment: modelAnswer.comment,
    })
    expect(byModel.feedback.overall).toBe(78)
    const sent = standIn.requests.at(-1)?.body
    expect(JSON.stringify(sent)).toContain('interview coach')
    expect(JSON.stringify(sent)).toContain(strongAnswer.slice(0, 40))

    standIn.answerNext({ text: 'Great answer! 9/10' })
    const notJson = sessionAnswerSchema.parse(
      await (await call(app, asha, 'POST', path, { position: 1, answer: strongAnswer, duration_seconds: 60 })).json(),
    )
    expect(notJson.feedback.source).toBe('rules')

    standIn.answerNext({ status: 500 }, 3)
    const failed = sessionAnswerSchema.parse(
      await (await call(app, asha, 'POST', path, { position: 2, answer: strongAnswer, duration_seconds: 60 })).json(),
    )
    expect(failed.feedback.source).toBe('rules')
  })
})
