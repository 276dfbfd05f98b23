import type { InterviewQuestion } from '#core/interviews/question-bank.ts'
import type { AnswerFeedback, DimensionScores } from '#core/interviews/interviews.schema.ts'
import type { FeedbackTip, InterviewDimension } from '#core/interviews/interviews.ts'

/**
 * The deterministic scorer (issue 21, decision 058): the rubric applied by rules, used when no AI model
 * is configured and whenever the model fails, times out or answers outside the rubric's shape. Each
 * dimension reads one thing in the answer, so a person can see what moves it:
 *
 *  - structure: a behavioural answer's Situation, Task, Action and Result; a technical answer's
 *    direct explanation, reasoning, example and trade-offs;
 *  - relevance: how many of the question's key words (from its text and guidance) the answer uses, and
 *    with a job description, how many of the job's most frequent terms;
 *  - specificity: numbers, amounts and named tools or places;
 *  - clarity: enough words to answer, not too many, sentences a listener can follow;
 *  - fillers: "um", "basically", "you know"… per hundred words.
 */

export interface ScoringContext {
  /** The tracked job's title, employer and description, when the session practises for one. */
  jobContext: string | null
  resumeContext: string | null
}

/** How much each dimension weighs in the overall score. */
export const DIMENSION_WEIGHTS: Record<InterviewDimension, number> = {
  structure: 0.25,
  relevance: 0.25,
  specificity: 0.2,
  clarity: 0.15,
  fillers: 0.15,
}

const STOP_WORDS = new Set(
  (
    'about above after again against also among and another any are around because been before being below between both but ' +
    'can could did does doing done down during each either else even every few first for from further had has have having her here ' +
    'him his how however into its itself just know last like made make many might more most much must near need never next not now ' +
    'off once one only other our out over own same say says should show since some such than that the their them then there these ' +
    'they thing things this those through time too tell under until upon very was way ways well were what when where whether which ' +
    "while who whom whose why will with within without would you your yours give name explain describe walk what's rather"
  ).split(' '),
)

const FILLER_PATTERNS: ReadonlyArray<{ word: string; pattern: RegExp }> = [
  { word: 'um', pattern: /\b(?:um+|umm+)\b/giu },
  { word: 'uh', pattern: /\b(?:uh+|er+m?|ah+)\b/giu },
  { word: 'basically', pattern: /\bbasically\b/giu },
  { word: 'actually', pattern: /\bactually\b/giu },
  { word: 'literally', pattern: /\bliterally\b/giu },
  { word: 'you know', pattern: /\byou know\b/giu },
  { word: 'I mean', pattern: /\bi mean\b/giu },
  { word: 'like', pattern: /(?:^|[,.]\s*)like,|\blike,\s/giu },
  { word: 'sort of', pattern: /\bsort of\b/giu },
  { word: 'kind of', pattern: /\bkind of\b/giu },
  { word: 'so yeah', pattern: /\bso yeah\b/giu },
]

const STAR_CUES = {
  situation:
    /\b(?:when i|when we|at my|in my (?:last|previous|current|first)|while (?:working|i was)|during|our team|the team|the project|last year|we had|there was|situation|context|the client|the company)\b/iu,
  task: /\b(?:my (?:role|task|job|responsibility|goal|target)|i was (?:asked|responsible|tasked|given)|i needed to|we needed to|i had to|we had to|the goal was|the aim was|objective)\b/iu,
  action:
    /\b(?:i|we) (?:\w+ed|built|led|wrote|ran|made|set up|took|met|spoke|chose|began|brought|found|gave|got|kept|sent|taught|told|went|drew|broke|sat|paid|put|saw|sold|won|did|began)\b/iu,
  result:
    /\b(?:as a result|result(?:ed|s)?|outcome|reduc\w*|increas\w*|improv\w*|sav\w*|grew|cut|achiev\w*|deliver\w*|launch\w*|led to|which meant|in the end|finally|by the end|learn(?:ed|t))\b/iu,
} as const

const TECHNICAL_CUES = {
  explanation: /\b(?:is|are|means|refers to|works by|consists of|happens)\b/iu,
  reasoning: /\b(?:because|so that|which means|therefore|this is why|the reason|that way|in order to)\b/iu,
  example:
    /\b(?:for example|for instance|e\.g\.|such as|in my (?:project|last|previous|current)|i used|we used|at my|i have used|in practice)\b/iu,
  tradeoff: /\b(?:however|trade-?offs?|on the other hand|downside|depends|whereas|instead|but|unless|drawback|cost of)\b/iu,
} as const

const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred|thousand|lakh|lakhs|crore|crores|million|billion|half|double|twice|triple)\b/giu
const NUMBER_PATTERN =
  /(?:₹|\$|rs\.?\s?)?\d[\d,.]*\s?(?:%|k|x|ms|s|lpa|lakh|crore|hours?|days?|weeks?|months?|years?|minutes?|users?|people)?/giu

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'+#.-]*/gu) ?? []
}

/** A word's rough stem, so "analysed" meets "analysis" and "tests" meets "testing". */
function stem(word: string): string {
  const bare = word.replace(/[.'-]+$/u, '')
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ed', 'es', 'ly', 's']) {
    if (bare.length - suffix.length >= 4 && bare.endsWith(suffix)) return bare.slice(0, -suffix.length)
  }
  return bare
}

function contentStems(text: string): string[] {
  return words(text)
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word))
    .map(stem)
}

/** The question's key words: the content words of its text and guidance, each once. */
export function questionKeywords(question: Pick<InterviewQuestion, 'text' | 'guidance'>): string[] {
  return [...new Set(contentStems(`${question.text} ${question.guidance}`))]
}

/** The job description's most frequent content words (at most 25), each once. */
export function jobKeywords(jobContext: string): string[] {
  const counts = new Map<string, number>()
  for (const word of contentStems(jobContext)) counts.set(word, (counts.get(word) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 25)
    .map(([word]) => word)
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
}

function clamp(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)))
}

function countFillers(answer: string): Array<{ word: string; count: number }> {
  return FILLER_PATTERNS.map(({ word, pattern }) => ({ word, count: answer.match(pattern)?.length ?? 0 })).filter(
    (filler) => filler.count > 0,
  )
}

function countNumbers(answer: string): number {
  const digits = answer.match(NUMBER_PATTERN)?.filter((match) => /\d/u.test(match)).length ?? 0
  return digits + (answer.match(NUMBER_WORDS)?.length ?? 0)
}

/** Names of tools, products, places and organisations: capitalised words that do not start a sentence. */
function countNames(answer: string): number {
  const names = new Set<string>()
  for (const sentence of sentencesOf(answer)) {
    const inner = sentence.split(/\s+/u).slice(1)
    for (const token of inner) {
      const word = token.replace(/[^\p{L}\p{N}+#.]/gu, '')
      if (/^\p{Lu}[\p{L}\p{N}+#.]*$/u.test(word) && word !== 'I') names.add(word)
    }
  }
  return names.size
}

interface Scored {
  scores: DimensionScores
  tips: FeedbackTip[]
  fillerWords: Array<{ word: string; count: number }>
  wordCount: number
}

function scoreStructure(question: InterviewQuestion, answer: string, tips: FeedbackTip[]): number {
  if (question.kind === 'behavioural') {
    const parts = Object.fromEntries(Object.entries(STAR_CUES).map(([part, cue]) => [part, cue.test(answer)]))
    if (!parts.situation && !parts.task) tips.push('structure_situation')
    if (!parts.action) tips.push('structure_action')
    if (!parts.result) tips.push('structure_result')
    const present = Object.values(parts).filter(Boolean).length
    return 10 + present * 22.5
  }
  const parts = Object.fromEntries(Object.entries(TECHNICAL_CUES).map(([part, cue]) => [part, cue.test(answer)]))
  const present = Object.values(parts).filter(Boolean).length
  if (present < 3) tips.push('structure_steps')
  if (!parts.example) tips.push('specificity_example')
  return 10 + present * 22.5
}

function scoreRelevance(question: InterviewQuestion, answer: string, context: ScoringContext, tips: FeedbackTip[]): number {
  const said = new Set(contentStems(answer))
  const keywords = questionKeywords(question)
  const matched = keywords.filter((word) => said.has(word)).length
  // A strong answer uses about a quarter of the question's key words; more earns nothing extra.
  const questionPart = keywords.length === 0 ? 1 : Math.min(1, matched / Math.max(3, keywords.length * 0.25))
  if (questionPart < 0.5) tips.push('relevance_question')
  if (!context.jobContext) return clamp(100 * questionPart)
  const jobMatched = jobKeywords(context.jobContext).filter((word) => said.has(word)).length
  const jobPart = Math.min(1, jobMatched / 3)
  if (jobMatched < 2) tips.push('relevance_job')
  return clamp(100 * (0.7 * questionPart + 0.3 * jobPart))
}

function scoreSpecificity(answer: string, tips: FeedbackTip[]): number {
  const numbers = countNumbers(answer)
  const names = countNames(answer)
  if (numbers === 0) tips.push('specificity_numbers')
  const fromNumbers = [10, 50, 70, 85][Math.min(numbers, 3)] ?? 85
  return clamp(fromNumbers + Math.min(names, 3) * 5)
}

function scoreClarity(answer: string, wordCount: number, tips: FeedbackTip[]): number {
  let score = 100
  if (wordCount < 60) {
    tips.push('clarity_short')
    score = Math.min(score, 30 + wordCount)
  }
  if (wordCount > 400) {
    tips.push('clarity_too_long')
    score -= Math.min(40, (wordCount - 400) / 10)
  }
  const sentences = sentencesOf(answer)
  const averageLength = wordCount / Math.max(1, sentences.length)
  if (averageLength > 30) {
    tips.push('clarity_long_sentences')
    score -= Math.min(40, (averageLength - 30) * 2)
  }
  return clamp(score)
}

function scoreFillers(fillerWords: ReadonlyArray<{ count: number }>, wordCount: number, tips: FeedbackTip[]): number {
  const fillers = fillerWords.reduce((sum, filler) => sum + filler.count, 0)
  const perHundred = (fillers * 100) / Math.max(wordCount, 50)
  const score = clamp(100 - perHundred * 15)
  if (score < 70) tips.push('fillers_many')
  return score
}

export function overallScore(scores: DimensionScores): number {
  const entries = Object.entries(DIMENSION_WEIGHTS) as Array<[InterviewDimension, number]>
  return clamp(entries.reduce((sum, [dimension, weight]) => sum + scores[dimension] * weight, 0))
}

function scoreAll(question: InterviewQuestion, answer: string, context: ScoringContext): Scored {
  const tips: FeedbackTip[] = []
  const wordCount = words(answer).length
  const fillerWords = countFillers(answer)
  const scores = {
    structure: clamp(scoreStructure(question, answer, tips)),
    relevance: scoreRelevance(question, answer, context, tips),
    specificity: scoreSpecificity(answer, tips),
    clarity: scoreClarity(answer, wordCount, tips),
    fillers: scoreFillers(fillerWords, wordCount, tips),
  }
  return { scores, tips: [...new Set(tips)], fillerWords, wordCount }
}

/** Which part each sentence of the answer carries (the first of `order` whose cue it matches), filler words taken out. */
function sentencesByPart(answer: string, cues: Readonly<Record<string, RegExp>>, order: readonly string[]): Map<string, string[]> {
  const byPart = new Map<string, string[]>()
  for (const sentence of sentencesOf(answer)) {
    const part = order.find((name) => cues[name]?.test(sentence))
    if (!part) continue
    const clean = FILLER_PATTERNS.reduce((text, { pattern }) => text.replace(pattern, ' '), sentence)
      .replace(/\s+/gu, ' ')
      .trim()
    if (clean.length > 0) byPart.set(part, [...(byPart.get(part) ?? []), clean])
  }
  return byPart
}

/**
 * A stronger answer built on the person's own: their sentences placed in the rubric's order, filler
 * words taken out, and what is missing said plainly where it belongs, with the question's guidance.
 */
export function buildSampleAnswer(question: InterviewQuestion, answer: string): string {
  const behavioural = question.kind === 'behavioural'
  const byPart = behavioural
    ? sentencesByPart(answer, STAR_CUES, ['task', 'result', 'action', 'situation'])
    : sentencesByPart(answer, TECHNICAL_CUES, ['example', 'tradeoff', 'reasoning', 'explanation'])
  const steps = behavioural ? STAR_STEPS : TECHNICAL_STEPS
  const lines = steps.map(({ part, label, missing }) => `${label}: ${(byPart.get(part) ?? []).slice(0, 3).join(' ') || missing}`)
  lines.push(`What a strong answer covers: ${question.guidance}`)
  return lines.join('\n')
}

const STAR_STEPS = [
  { part: 'situation', label: 'Situation', missing: 'Open with one sentence on where you were, the team and what was at stake.' },
  { part: 'task', label: 'Task', missing: 'Say what you personally had to achieve, and by when.' },
  {
    part: 'action',
    label: 'Action',
    missing: 'Describe two or three things you did yourself ("I analysed…", "I proposed…"), not only what "we" did.',
  },
  {
    part: 'result',
    label: 'Result',
    missing: 'End with the outcome in numbers (time saved, money, users, percentage) and what you learned.',
  },
] as const

const TECHNICAL_STEPS = [
  { part: 'explanation', label: 'Direct answer', missing: 'Start with a one-sentence definition or answer.' },
  { part: 'reasoning', label: 'Why and how', missing: 'Explain how it works and why, step by step.' },
  { part: 'example', label: 'Example', missing: 'Give one example from your own work or a project, with a number (size, speed, cost).' },
  { part: 'tradeoff', label: 'Trade-offs', missing: 'Close with when you would choose differently, and what it costs.' },
] as const

/** The rubric applied by rules: scores, tips, filler words and a stronger sample answer. */
export function scoreAnswer(question: InterviewQuestion, answer: string, context: ScoringContext): AnswerFeedback {
  const scored = scoreAll(question, answer, context)
  return {
    source: 'rules',
    scores: scored.scores,
    overall: overallScore(scored.scores),
    tips: scored.tips,
    filler_words: scored.fillerWords,
    word_count: scored.wordCount,
    comment: null,
    sample_answer: buildSampleAnswer(question, answer),
  }
}

/** The parts of the rules' reading the model's feedback keeps (filler counts and word count are counted, not judged). */
export function countedFacts(answer: string): Pick<AnswerFeedback, 'filler_words' | 'word_count'> {
  return { filler_words: countFillers(answer), word_count: words(answer).length }
}
