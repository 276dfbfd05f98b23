import { afterAll, beforeAll, expect, test } from 'vitest'
import { parsedResumeSchema } from '#core/resume/upload.schema.ts'
import { startChatCompletionsStandIn, type ChatCompletionsStandIn } from '#tests/stand-ins/chat-completions.ts'
import { buildTestApp, buildTestServices, TEST_PUBLIC_URL, type TestApp } from '#tests/support/services.ts'
import { describeOnDatabases } from '#tests/support/test-database.ts'
import { RESUME_ENRICH_AI_PURPOSE } from './service.ts'

/**
 * AI enrichment of an upload (issue 20: "AI enrichment only when an AI provider is configured";
 * decision 052), through the whole app with the OpenAI-compatible client against the chat-completions
 * stand-in: the model's reading fills what the parser missed, only with facts the file holds; a failing
 * model leaves the parser's reading; the embedded AI is never asked.
 */

/** A resume written as sentences: the parser finds the name and the e-mail, and no section. */
const PROSE_RESUME = [
  'Asha Rao',
  'asha.rao@example.com',
  'I worked as a Data Analyst at Flipkart in Bengaluru from 2019 to 2023, building supply chain dashboards with SQL and Tableau.',
  'I studied for a B.Tech in Computer Science at IIT Bombay from 2015 to 2019.',
].join('\n')

function upload(app: TestApp, text: string) {
  const form = new FormData()
  form.append('file', new File([text], 'asha.txt'))
  return app.request(`${TEST_PUBLIC_URL}/api/resume-uploads/parse`, {
    method: 'POST',
    headers: { origin: TEST_PUBLIC_URL },
    body: form,
  })
}

const modelReading = {
  personalInfo: { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' },
  workExperience: [
    {
      company: 'Flipkart',
      position: 'Data Analyst',
      location: 'Bengaluru',
      startDate: '2019',
      endDate: '2023',
      current: false,
      description: 'building supply chain dashboards with SQL and Tableau',
    },
    // Not in the file: dropped.
    { company: 'Google', position: 'Staff Engineer', startDate: '2023', endDate: 'Present', current: true },
  ],
  education: [{ institution: 'IIT Bombay', degree: 'B.Tech', field: 'Computer Science', startDate: '2015', endDate: '2019' }],
  skills: ['SQL', 'Tableau', 'Kubernetes'],
}

describeOnDatabases('AI enrichment of an uploaded resume', (getHandle) => {
  let standIn: ChatCompletionsStandIn
  let app: TestApp

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn()
    app = buildTestApp(getHandle(), {
      services: buildTestServices(getHandle(), {
        adapters: { ai: { provider: 'openai', baseUrl: standIn.baseUrl, apiKey: standIn.apiKey, model: standIn.model, timeoutMs: 1_500 } },
      }),
    })
  })

  afterAll(async () => {
    await standIn.close()
  })

  test('the model fills the sections the parser missed, with only what the file says', async () => {
    standIn.answerNext({ text: JSON.stringify(modelReading) })
    const response = await upload(app, PROSE_RESUME)
    expect(response.status).toBe(200)
    const parsed = parsedResumeSchema.parse(await response.json())
    expect(parsed.enrichedParts).toEqual(['workExperience', 'education', 'skills'])
    expect(parsed.document.workExperience).toEqual([
      expect.objectContaining({ company: 'Flipkart', position: 'Data Analyst', location: 'Bengaluru', startDate: '2019', endDate: '2023' }),
    ])
    expect(parsed.document.education).toEqual([expect.objectContaining({ institution: 'IIT Bombay', degree: 'B.Tech' })])
    expect(parsed.document.skills.flatMap((group) => group.items.map((item) => item.name))).toEqual(['SQL', 'Tableau'])
    // The parser's own reading stays: the e-mail it found is not replaced.
    expect(parsed.document.personalInfo.email).toBe('asha.rao@example.com')
    expect(parsed.sections).toEqual(expect.arrayContaining(['workExperience', 'education', 'skills']))

    const request = standIn.requests.at(-1)
    expect(request?.body).toMatchObject({ response_format: { type: 'json_object' } })
    expect(JSON.stringify(request?.body)).toContain('supply chain dashboards')
  })

  test('a failing model leaves the parser reading, and the upload still answers', async () => {
    standIn.answerNext({ status: 503 }, 3)
    const response = await upload(app, PROSE_RESUME)
    expect(response.status).toBe(200)
    const parsed = parsedResumeSchema.parse(await response.json())
    expect(parsed.enrichedParts).toEqual([])
    expect(parsed.document.workExperience).toEqual([])
    expect(parsed.document.personalInfo.email).toBe('asha.rao@example.com')
  })

  test.each(['Here is the resume you asked for.', 'null', '[1, 2]'])(
    'an answer that is not a resume object (%s) is ignored',
    async (text) => {
      standIn.answerNext({ text })
      const response = await upload(app, PROSE_RESUME)
      expect(response.status).toBe(200)
      expect(parsedResumeSchema.parse(await response.json()).enrichedParts).toEqual([])
    },
  )

  test('the embedded AI is not asked: the parser reading is the answer', async () => {
    const asked = standIn.requests.length
    const parsed = parsedResumeSchema.parse(await (await upload(buildTestApp(getHandle()), PROSE_RESUME)).json())
    expect(parsed.enrichedParts).toEqual([])
    expect(standIn.requests.length).toBe(asked)
    expect(RESUME_ENRICH_AI_PURPOSE).toBe('resume-upload:enrich')
  })
})
