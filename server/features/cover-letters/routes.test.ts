import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import {
  coverLetterListSchema,
  generatedDocumentsSchema,
  generatorProfileSchema,
  savedCoverLetterSchema,
} from '#core/cover-letters/cover-letters.schema.ts'
import { resumeDocumentSchema } from '#core/resume/resume-document.schema.ts'
import { isPremiumTemplate, RESUME_TEMPLATE_IDS } from '#core/resume/templates.ts'
import { coverLetterGenerationHistory, coverLetters, resumes, subscriptions } from '#server/db/schema/index.ts'
import { erasePersonalData, exportPersonalData } from '#server/lib/personal-data.ts'
import { serverFeatures } from '#server/services.ts'
import { startChatCompletionsStandIn, type ChatCompletionsStandIn } from '#tests/stand-ins/chat-completions.ts'
import { buildJob, insertJobs } from '#tests/support/factories.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { createSignedInAccount, type TestAccount } from '#tests/support/sign-in.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'

function call(app: TestApp, account: TestAccount | null, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = account ? account.headers(extra) : { origin: TEST_PUBLIC_URL, ...extra }
  if (body !== undefined) headers['content-type'] = 'application/json'
  return app.request(`${TEST_PUBLIC_URL}/api/cover-letters${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

const JOB_ID = 'cl-data-analyst'
const profile = resumeDocumentSchema.parse({
  personalInfo: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', title: 'Data Analyst' },
  workExperience: [
    { id: 'w1', company: 'Swiggy', position: 'Data Analyst', startDate: '2021', current: true, achievements: ['Built Tableau dashboards'] },
  ],
  skills: [{ id: 's1', items: [{ name: 'Python' }, { name: 'SQL' }, { name: 'Tableau' }] }],
})

describeOnDatabases('document generator API', (getHandle) => {
  /** The app with the embedded AI (no model: every AI call fails at once). */
  let localApp: TestApp
  let free: TestAccount
  let premium: TestAccount

  async function makePremium(account: TestAccount): Promise<void> {
    await getHandle()
      .db.insert(subscriptions)
      .values({
        userId: account.userId,
        planType: 'professional',
        status: 'active',
        expiresAt: new Date(Date.now() + 86_400_000),
        isPremium: true,
      })
  }

  async function generate(app: TestApp, account: TestAccount, style = 'standard') {
    const response = await call(app, account, 'POST', '/generate', { jobId: JOB_ID, style, document: profile })
    expect(response.status).toBe(200)
    return generatedDocumentsSchema.parse(await response.json())
  }

  async function historyOf(account: TestAccount) {
    return getHandle().db.select().from(coverLetterGenerationHistory).where(eq(coverLetterGenerationHistory.userId, account.userId))
  }

  /**
   * Runs `body` with an app whose AI is the OpenAI-compatible client against a fresh stand-in (1.5 s
   * time-out): scripted answers a call did not use never reach the next case.
   */
  async function withAiStandIn(body: (app: TestApp, standIn: ChatCompletionsStandIn) => Promise<void>): Promise<void> {
    const standIn = await startChatCompletionsStandIn()
    try {
      const app = buildTestApp(getHandle(), {
        services: buildTestServices(getHandle(), {
          adapters: {
            ai: { provider: 'openai', baseUrl: standIn.baseUrl, apiKey: standIn.apiKey, model: standIn.model, timeoutMs: 1_500 },
          },
        }),
      })
      await body(app, standIn)
    } finally {
      await standIn.close()
    }
  }

  beforeAll(async () => {
    await insertJobs(getHandle(), [
      buildJob({
        job_id: JOB_ID,
        job_title: 'Senior Data Analyst',
        employer_name: 'Flipkart',
        job_description: 'Build supply chain dashboards with SQL and Tableau.',
        job_required_skills: ['SQL', 'Tableau'],
      }),
    ])
    localApp = buildTestApp(getHandle())
    free = await createSignedInAccount(localApp, getHandle(), { name: 'Asha Rao' })
    premium = await createSignedInAccount(localApp, getHandle(), { name: 'Ravi Kumar' })
    await makePremium(premium)
  })

  test('signed out, every generator API answers 401', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/profile'],
      ['POST', '/generate'],
      ['POST', ''],
      ['POST', '/pdf'],
    ] as const) {
      const response = await call(localApp, null, method, path, method === 'GET' ? undefined : {})
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  test('the profile starts from the account and onboarding when there is no base resume', async () => {
    const response = await call(localApp, free, 'GET', '/profile')
    expect(response.status).toBe(200)
    const answer = generatorProfileSchema.parse(await response.json())
    expect(answer.source).toBe('onboarding')
    expect(answer.document.personalInfo).toMatchObject({ firstName: 'Asha', lastName: 'Rao', email: free.email })
  })

  test('a free plan gets the tailored resume and the built-in letter, told that AI letters are premium; the AI is not asked', async () => {
    await withAiStandIn(async (app, standIn) => {
      const generated = await generate(app, free, 'formal')
      expect(generated).toMatchObject({
        fallback: true,
        notice: 'premium_required',
        variationType: 'formal',
        keywordsUsed: ['SQL', 'Tableau'],
      })
      expect(generated.content).toMatch(/^Dear Sir or Madam,/)
      expect(generated.content).toContain('Senior Data Analyst at Flipkart')
      expect(generated.tailoredDocument.skills[0]?.items.map((item) => item.name)).toEqual(['SQL', 'Tableau', 'Python'])
      expect(standIn.requests).toEqual([])
    })
    expect(await historyOf(free)).toMatchObject([
      { jobId: JOB_ID, variationType: 'formal', success: false, source: 'built_in', coverLetterId: null },
    ])
  })

  test('premium: the AI writes the letter from the versioned prompt with the job and profile as data', async () => {
    await withAiStandIn(async (app, standIn) => {
      standIn.answerNext({
        text: JSON.stringify({ content: 'Dear Flipkart team,\n\nI want this job.', keywordsUsed: ['SQL', 'Kubernetes'] }),
      })
      const generated = await generate(app, premium, 'creative')
      expect(generated).toMatchObject({
        content: 'Dear Flipkart team,\n\nI want this job.',
        fallback: false,
        notice: null,
        keywordsUsed: ['SQL'],
      })
      const [request] = standIn.requests
      expect(request?.authorization).toBe('valid')
      expect(request?.body).toMatchObject({ response_format: { type: 'json_object' } })
      const userMessage = JSON.stringify(request?.body?.['messages'])
      expect(userMessage).toContain('Senior Data Analyst')
      expect(userMessage).toContain('Swiggy')
    })
    expect((await historyOf(premium)).at(-1)).toMatchObject({ success: true, source: 'ai', variationType: 'creative' })
  })

  test('premium: when the AI is down, times out or answers nonsense, the built-in letter is written and the person told', async () => {
    await withAiStandIn(async (app, standIn) => {
      standIn.answerNext({ status: 503 }, 3)
      const down = await generate(app, premium, 'technical')
      expect(down).toMatchObject({ fallback: true, notice: 'ai_unavailable' })
      expect(down.content).toMatch(/^Dear Hiring Team,/)
      expect(down.content).toContain('- SQL\n- Tableau')
    })

    await withAiStandIn(async (app, standIn) => {
      standIn.answerNext({ delayMs: 4_000 }, 3)
      expect(await generate(app, premium, 'standard')).toMatchObject({ fallback: true, notice: 'ai_unavailable' })
    })

    await withAiStandIn(async (app, standIn) => {
      standIn.answerNext({ text: 'Here is your letter, not JSON' })
      expect(await generate(app, premium, 'standard')).toMatchObject({ fallback: true, notice: 'ai_unavailable' })
    })

    // The embedded AI (no model configured) fails at once: the same fallback.
    expect(await generate(localApp, premium, 'standard')).toMatchObject({ fallback: true, notice: 'ai_unavailable' })
    expect((await historyOf(premium)).slice(-4).map((row) => [row.success, row.source])).toEqual([
      [false, 'built_in'],
      [false, 'built_in'],
      [false, 'built_in'],
      [false, 'built_in'],
    ])
  }, 30_000)

  test('a job that is not listed answers 404', async () => {
    const response = await call(localApp, free, 'POST', '/generate', { jobId: 'no-such-job', style: 'standard', document: profile })
    expect(response.status).toBe(404)
  })

  test('Save keeps the letter and the tailored resume, links the attempt, and the profile then starts from that resume', async () => {
    const person = await createSignedInAccount(localApp, getHandle(), { name: 'Meena Iyer' })
    const generated = await generate(localApp, person)
    const saveBody = {
      generationId: generated.generationId,
      jobId: JOB_ID,
      content: `${generated.content}\n\nP.S. Edited by me.`,
      variationType: 'standard',
      resume: { document: generated.tailoredDocument, template: 'minimal' },
    }
    const response = await call(localApp, person, 'POST', '', saveBody)
    expect(response.status).toBe(201)
    const saved = savedCoverLetterSchema.parse(await response.json())
    expect(saved.coverLetter).toMatchObject({
      jobTitle: 'Senior Data Analyst',
      companyName: 'Flipkart',
      source: 'built_in',
      variationType: 'standard',
    })
    expect(saved.coverLetter.content).toContain('P.S. Edited by me.')
    expect(saved.resumeId).not.toBeNull()
    const [resume] = await getHandle().db.select().from(resumes).where(eq(resumes.userId, person.userId))
    expect(resume).toMatchObject({ id: saved.resumeId, name: 'Senior Data Analyst – Flipkart', template: 'minimal' })
    expect(await historyOf(person)).toMatchObject([{ coverLetterId: saved.coverLetter.id }])

    // The same attempt cannot be saved twice; another person cannot save it.
    expect((await call(localApp, person, 'POST', '', saveBody)).status).toBe(404)
    const other = await createSignedInAccount(localApp, getHandle(), { name: 'Sunil Das' })
    expect((await call(localApp, other, 'POST', '', saveBody)).status).toBe(404)

    const listed = coverLetterListSchema.parse(await (await call(localApp, person, 'GET', '')).json())
    expect(listed.data.map((letter) => letter.id)).toEqual([saved.coverLetter.id])
    expect(coverLetterListSchema.parse(await (await call(localApp, other, 'GET', '')).json()).data).toEqual([])

    const profileAnswer = generatorProfileSchema.parse(await (await call(localApp, person, 'GET', '/profile')).json())
    expect(profileAnswer).toMatchObject({ source: 'base_resume', template: 'minimal' })
  })

  test('the profile offers the templates staff left enabled (Premium ones with Premium); a save in a disabled one is refused and keeps nothing', async () => {
    // An app of its own: its template catalogue sees the change at once (others keep theirs for up to 30 s).
    const services = buildTestServices(getHandle())
    const app = buildTestApp(getHandle(), { services })
    const staff = await createSignedInAccount(app, getHandle(), { email: 'generator.staff@example.com', role: 'admin' })
    const person = await createSignedInAccount(app, getHandle(), { name: 'Kavya Nair' })
    await makePremium(person)
    const freePerson = await createSignedInAccount(app, getHandle(), { name: 'Arjun Menon' })
    const profileOf = async (account: TestAccount) =>
      generatorProfileSchema.parse(await (await call(app, account, 'GET', '/profile')).json())
    const setTech = async (enabled: boolean) => {
      const response = await app.request(`${TEST_PUBLIC_URL}/api/admin/resume-templates/tech`, {
        method: 'PATCH',
        headers: staff.headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ enabled }),
      })
      expect(response.status).toBe(200)
    }
    const saveIn = async (account: TestAccount, template: string) => {
      const generated = await generate(app, account)
      const body = { generationId: generated.generationId, jobId: JOB_ID, content: generated.content, variationType: 'standard' }
      return call(app, account, 'POST', '', { ...body, resume: { document: generated.tailoredDocument, template } })
    }
    const countOf = async (account: TestAccount) => ({
      letters: (await getHandle().db.select().from(coverLetters).where(eq(coverLetters.userId, account.userId))).length,
      resumes: (await getHandle().db.select().from(resumes).where(eq(resumes.userId, account.userId))).length,
    })

    expect((await profileOf(person)).templates).toEqual([...RESUME_TEMPLATE_IDS])
    expect((await profileOf(freePerson)).templates).toEqual(RESUME_TEMPLATE_IDS.filter((id) => !isPremiumTemplate(id)))
    // A free plan cannot save the tailored resume in a Premium template, as in the builder.
    expect(isPremiumTemplate('aurora')).toBe(true)
    const refusedPremium = await saveIn(freePerson, 'aurora')
    expect(refusedPremium.status).toBe(403)
    expect(await refusedPremium.json()).toMatchObject({ error: { code: 'PREMIUM_REQUIRED', reason: 'premium_template' } })
    expect(await countOf(freePerson)).toEqual({ letters: 0, resumes: 0 })

    expect((await saveIn(person, 'tech')).status).toBe(201)
    expect(await profileOf(person)).toMatchObject({ source: 'base_resume', template: 'tech' })

    await setTech(false)
    try {
      const profile = await profileOf(person)
      expect(profile.templates).toEqual(RESUME_TEMPLATE_IDS.filter((id) => id !== 'tech'))
      // The base resume is still in tech: the dialog starts in the default template instead.
      expect(profile).toMatchObject({ source: 'base_resume', template: 'modern' })
      expect((await profileOf(freePerson)).templates).not.toContain('tech')

      const before = await countOf(person)
      const refused = await saveIn(person, 'tech')
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'PERMISSION_DENIED',
          reason: 'template_disabled',
          message: 'This template is no longer available. Please choose another template.',
        },
      })
      expect(await countOf(person)).toEqual(before)
    } finally {
      await setTech(true)
    }
    expect((await profileOf(person)).templates).toEqual([...RESUME_TEMPLATE_IDS])
  })

  test('the letter downloads as a PDF named after the sender', async () => {
    const response = await call(localApp, free, 'POST', '/pdf', {
      content: 'Dear Hiring Manager,\n\nI am writing to apply.\n\nSincerely,\nAsha Rao',
      jobTitle: 'Senior Data Analyst',
      companyName: 'Flipkart',
      sender: { name: 'Asha Rao', email: 'asha@example.com', phone: '', location: 'Pune' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('Asha_Rao_Cover_Letter.pdf')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  }, 30_000)

  test('"Download my data" holds the letters and the attempts; "Delete account" erases both tables', async () => {
    const person = await createSignedInAccount(localApp, getHandle(), { name: 'Farah Khan' })
    const generated = await generate(localApp, person, 'creative')
    await call(localApp, person, 'POST', '', {
      generationId: generated.generationId,
      jobId: JOB_ID,
      content: generated.content,
      variationType: 'creative',
    })
    await generate(localApp, person, 'formal')
    const db = getHandle().db

    const exported = await exportPersonalData(db, serverFeatures.personalData, person.userId)
    expect(exported?.['coverLetters']).toMatchObject([{ jobId: JOB_ID, variationType: 'creative', companyName: 'Flipkart' }])
    expect(exported?.['coverLetterGenerations']).toMatchObject([
      { variationType: 'creative' },
      { variationType: 'formal', coverLetterId: null },
    ])

    expect(await erasePersonalData(db, serverFeatures.personalData, person.userId)).toBe(true)
    expect(await db.select().from(coverLetters).where(eq(coverLetters.userId, person.userId))).toEqual([])
    expect(await db.select().from(coverLetterGenerationHistory).where(eq(coverLetterGenerationHistory.userId, person.userId))).toEqual([])
  })
})
