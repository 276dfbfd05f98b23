/**
 * The career assistant's benchmark (npm run bench:chat; issue 21, decision 066): time to the first
 * streamed piece and to the whole answer (p50, p95) with the AI stand-in (tests/stand-ins) and with the
 * offline assistant over 3,000 demo jobs, throughput at 8 concurrent conversations, and the judged
 * questions (bench/chat/questions.ts) scored for the offline assistant: answered correctly, honest
 * "I don't know", wrong. Prints tables.
 *
 *   node bench/chat/run.ts [--jobs 3000] [--turns 40]
 */
import { parseArgs } from 'node:util'
import pino from 'pino'
import { positiveInteger, printTable } from '#bench/lib/report.ts'
import { openRelevanceDatabase } from '#bench/relevance/seed.ts'
import { createAdapters, localAdaptersConfig } from '#server/adapters/create-adapters.ts'
import type { AiChat } from '#server/adapters/ai/port.ts'
import { buildChatRequest } from '#server/features/chat/prompt.ts'
import { buildTestServices } from '#tests/support/services.ts'
import { startChatCompletionsStandIn } from '#tests/stand-ins/chat-completions.ts'
import { judgedQuestions } from './questions.ts'

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '3000' }, turns: { type: 'string', default: '40' } } })
const jobCount = positiveInteger(values.jobs, 'jobs')
const turns = positiveInteger(values.turns, 'turns')

const QUESTIONS = [
  'python jobs in bangalore',
  'data analyst salary',
  'How can I improve my resume?',
  'interview tips',
  'What does Premium include?',
]

function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
}

async function timeOne(ai: AiChat, message: string): Promise<{ first: number; total: number }> {
  const started = performance.now()
  let first = 0
  const stream = await ai.stream(buildChatRequest({ message, language: 'en', chatHistory: [] }))
  for await (const event of stream) {
    if (event.type === 'text' && first === 0) first = performance.now() - started
  }
  return { first, total: performance.now() - started }
}

async function measure(name: string, ai: AiChat): Promise<string[]> {
  for (const message of QUESTIONS) await timeOne(ai, message)
  const runs: Array<{ first: number; total: number }> = []
  for (let index = 0; index < turns; index += 1) runs.push(await timeOne(ai, QUESTIONS[index % QUESTIONS.length] ?? 'hello'))
  const concurrent = 8
  const perWorker = Math.max(1, Math.round(turns / concurrent))
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrent }, async (_, worker) => {
      for (let index = 0; index < perWorker; index += 1) await timeOne(ai, QUESTIONS[(worker + index) % QUESTIONS.length] ?? 'hello')
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const ms = (value: number) => value.toFixed(1)
  return [
    name,
    ms(
      percentile(
        runs.map((run) => run.first),
        0.5,
      ),
    ),
    ms(
      percentile(
        runs.map((run) => run.first),
        0.95,
      ),
    ),
    ms(
      percentile(
        runs.map((run) => run.total),
        0.5,
      ),
    ),
    ms(
      percentile(
        runs.map((run) => run.total),
        0.95,
      ),
    ),
    ((concurrent * perWorker) / seconds).toFixed(1),
  ]
}

async function main(): Promise<void> {
  const logger = pino({ level: 'silent' })
  const database = await openRelevanceDatabase(jobCount)
  const standIn = await startChatCompletionsStandIn()
  try {
    const local = createAdapters(localAdaptersConfig, { logger }).ai
    const services = buildTestServices(database, { logger, builtAdapters: { ai: local } })
    const remote = createAdapters(
      {
        ...localAdaptersConfig,
        ai: { provider: 'openai', baseUrl: standIn.baseUrl, apiKey: standIn.apiKey, model: standIn.model, timeoutMs: 10_000 },
      },
      { logger },
    ).ai
    const rows = [await measure('AI stand-in (OpenAI protocol)', remote), await measure(`offline assistant (${jobCount} jobs)`, local)]
    console.log(`\nLatency over ${turns} sequential turns, and throughput at 8 concurrent conversations (ms; turns/s)\n`)
    printTable(['assistant', 'first p50', 'first p95', 'full p50', 'full p95', 'turns/s @8'], rows)

    const outcomes = { correct: 0, honest: 0, wrong: 0 }
    const wrong: string[][] = []
    for (const judged of judgedQuestions) {
      const reply = await services.chat.assistant.answer({ message: judged.question, language: judged.language })
      const expected = judged.expected
      let verdict: keyof typeof outcomes
      if (expected.kind === 'unknown') verdict = reply.outcome === 'unknown' ? 'honest' : 'wrong'
      else if (expected.kind === 'refuse') verdict = reply.outcome === 'refused' ? 'correct' : 'wrong'
      else if (reply.intent === expected.intent && (expected.mustMatch === undefined || expected.mustMatch.test(reply.text)))
        verdict = 'correct'
      else if (reply.outcome === 'unknown') verdict = 'honest'
      else verdict = 'wrong'
      outcomes[verdict] += 1
      if (verdict === 'wrong')
        wrong.push([judged.question, `${expected.kind === 'answer' ? expected.intent : expected.kind}`, reply.intent])
    }
    const total = judgedQuestions.length
    console.log(`\nJudged questions for the offline assistant (${total}, English and Hindi)\n`)
    printTable(
      ['outcome', 'questions', 'share'],
      [
        ['answered correctly', String(outcomes.correct), `${Math.round((outcomes.correct / total) * 100)}%`],
        ['honest "I don\'t know"', String(outcomes.honest), `${Math.round((outcomes.honest / total) * 100)}%`],
        ['wrong', String(outcomes.wrong), `${Math.round((outcomes.wrong / total) * 100)}%`],
      ],
    )
    if (wrong.length > 0) {
      console.log('\nWrong answers\n')
      printTable(['question', 'expected', 'got'], wrong, new Set(['expected', 'got']))
    }
  } finally {
    await standIn.close()
    await database.close()
  }
}

await main()
