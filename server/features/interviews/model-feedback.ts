import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { InterviewQuestion } from '#core/interviews/question-bank.ts'
import type { AnswerFeedback } from '#core/interviews/interviews.schema.ts'
import { dimensionScoresSchema } from '#core/interviews/interviews.schema.ts'
import { FEEDBACK_TIPS } from '#core/interviews/interviews.ts'
import type { AiChat } from '#server/adapters/ai/port.ts'
import { countedFacts, overallScore, type ScoringContext } from './scorer.ts'

/**
 * Feedback from the configured AI model with the rubric (decision 058): the prompt is a versioned file
 * beside this one, the answer must be one JSON object of the rubric's shape (zod), and anything else
 * (an error, a time-out, text that is not that object) returns null, so the caller scores by rules.
 */
export const FEEDBACK_PROMPT_VERSION = 'feedback-v1'
const systemPrompt = readFileSync(new URL(`./prompts/${FEEDBACK_PROMPT_VERSION}.md`, import.meta.url), 'utf8')

/** The longest the model may take before the rules answer instead. */
export const MODEL_FEEDBACK_TIMEOUT_MS = 15_000

const tipSchema = z.enum(FEEDBACK_TIPS)
export const modelFeedbackSchema = z.object({
  scores: dimensionScoresSchema,
  // A code outside the list is dropped rather than failing the whole answer.
  tips: z
    .array(z.string())
    .max(12)
    .transform((tips) => tips.flatMap((tip) => (tipSchema.safeParse(tip).success ? [tipSchema.parse(tip)] : []))),
  comment: z.string().trim().min(1).max(1200),
  sample_answer: z.string().trim().min(40).max(4000),
})

function userMessage(question: InterviewQuestion, answer: string, context: ScoringContext): string {
  const parts = [
    `Question (${question.kind}, ${question.role}): ${question.text}`,
    `What a strong answer covers: ${question.guidance}`,
    context.jobContext ? `Job description:\n${context.jobContext}` : 'Job description: none given.',
    context.resumeContext ? `Candidate's resume:\n${context.resumeContext}` : "Candidate's resume: none given.",
    `Candidate's answer:\n${answer}`,
  ]
  return parts.join('\n\n')
}

/** Reads the first JSON object of the model's text (some models wrap it in a code fence). */
function readJson(text: string): unknown {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start === -1 || end <= start) throw new Error('no JSON object in the answer')
  return JSON.parse(text.slice(start, end + 1))
}

export async function feedbackFromModel(
  ai: Pick<AiChat, 'complete'>,
  question: InterviewQuestion,
  answer: string,
  context: ScoringContext,
): Promise<AnswerFeedback> {
  const completion = await ai.complete(
    {
      purpose: 'interviews:feedback',
      messages: [
        { role: 'system', content: systemPrompt },
        { role: 'user', content: userMessage(question, answer, context) },
      ],
      format: 'json',
      temperature: 0.2,
      maxTokens: 900,
    },
    { timeoutMs: MODEL_FEEDBACK_TIMEOUT_MS },
  )
  const parsed = modelFeedbackSchema.parse(readJson(completion.text))
  return {
    source: 'model',
    scores: parsed.scores,
    overall: overallScore(parsed.scores),
    tips: parsed.tips,
    ...countedFacts(answer),
    comment: parsed.comment,
    sample_answer: parsed.sample_answer,
  }
}
