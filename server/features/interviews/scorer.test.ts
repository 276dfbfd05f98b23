import { describe, expect, test } from 'vitest'
import { findQuestion, type InterviewQuestion } from '#core/interviews/question-bank.ts'
import { scoreAnswer } from './scorer.ts'

function question(id: string): InterviewQuestion {
  const found = findQuestion(id)
  if (!found) throw new Error(`no question ${id}`)
  return found
}

const noContext = { jobContext: null, resumeContext: null }
// "Tell me about a bug that took you a long time to find. How did you track it down?"
const bugQuestion = question('software-engineer-1')

const starAnswer =
  'At my last job at Infosys our payments service failed for about 2% of orders every night, and the team had no idea why. ' +
  'My task was to find the cause within one week because the client was losing money. ' +
  'I reproduced the bug locally with a copy of the logs, then I bisected the last 40 commits and found a race condition in the retry code. ' +
  'I wrote a fix with a database lock and added a regression test so the bug could not return. ' +
  'As a result failed orders dropped from 2% to 0.1% and we saved about ₹3 lakh a month.'

const vagueAnswer =
  'I think bugs are hard and you have to be patient with them. It is important to look at things carefully and keep trying until it works out in the end for everyone involved.'

describe('the deterministic scorer', () => {
  test('a STAR answer with numbers beats a vague one on every dimension that reads content', () => {
    const strong = scoreAnswer(bugQuestion, starAnswer, noContext)
    const vague = scoreAnswer(bugQuestion, vagueAnswer, noContext)
    expect(strong.source).toBe('rules')
    expect(strong.scores.structure).toBeGreaterThan(vague.scores.structure)
    expect(strong.scores.relevance).toBeGreaterThan(vague.scores.relevance)
    expect(strong.scores.specificity).toBeGreaterThan(vague.scores.specificity)
    expect(strong.scores.clarity).toBeGreaterThan(vague.scores.clarity)
    expect(strong.overall).toBeGreaterThanOrEqual(75)
    expect(vague.overall).toBeLessThan(50)
    expect(vague.tips).toEqual(expect.arrayContaining(['structure_action', 'specificity_numbers', 'clarity_short']))
    expect(strong.tips).not.toContain('specificity_numbers')
  })

  test('structure moves with each STAR part: taking the result out lowers it and asks for one', () => {
    const withoutResult = starAnswer.replace(/As a result.*$/u, '')
    const full = scoreAnswer(bugQuestion, starAnswer, noContext)
    const partial = scoreAnswer(bugQuestion, withoutResult, noContext)
    expect(partial.scores.structure).toBeLessThan(full.scores.structure)
    expect(partial.tips).toContain('structure_result')
    expect(full.tips).not.toContain('structure_result')
  })

  test('numbers raise specificity', () => {
    const withoutNumbers = starAnswer.replace(/\d[\d.,]*%?/gu, 'some').replace('₹3 lakh', 'money')
    expect(scoreAnswer(bugQuestion, withoutNumbers, noContext).scores.specificity).toBeLessThan(
      scoreAnswer(bugQuestion, starAnswer, noContext).scores.specificity,
    )
  })

  test('filler words lower the fillers score and the overall, and are counted by word', () => {
    const filled = starAnswer
      .replace('My task', 'Um, basically my task')
      .replace('I wrote', 'You know, I, um, basically wrote')
      .replace('As a result', 'Uh, so, like, actually, as a result')
    const clean = scoreAnswer(bugQuestion, starAnswer, noContext)
    const noisy = scoreAnswer(bugQuestion, filled, noContext)
    expect(clean.scores.fillers).toBe(100)
    expect(noisy.scores.fillers).toBeLessThan(70)
    expect(noisy.overall).toBeLessThan(clean.overall)
    expect(noisy.tips).toContain('fillers_many')
    expect(noisy.filler_words).toEqual(
      expect.arrayContaining([
        { word: 'um', count: 2 },
        { word: 'basically', count: 2 },
      ]),
    )
  })

  test('an answer about something else scores low on relevance; the job description counts when given', () => {
    const offTopic = scoreAnswer(
      bugQuestion,
      'At my last company I organised the annual sports day for 300 people. I booked the ground, arranged food and prizes, and it went well.',
      noContext,
    )
    expect(offTopic.scores.relevance).toBeLessThan(scoreAnswer(bugQuestion, starAnswer, noContext).scores.relevance)
    expect(offTopic.tips).toContain('relevance_question')

    const jobContext = 'Senior Java developer at Razorpay. You will build payment reconciliation services in Java and Kafka, on Kubernetes.'
    const withJob = { jobContext, resumeContext: null }
    const javaAnswer = `${starAnswer} The service was written in Java and used Kafka for the retry queue.`
    expect(scoreAnswer(bugQuestion, javaAnswer, withJob).scores.relevance).toBeGreaterThan(
      scoreAnswer(bugQuestion, starAnswer, withJob).scores.relevance,
    )
    expect(scoreAnswer(bugQuestion, starAnswer, withJob).tips).toContain('relevance_job')
  })

  test('a technical answer is read for explanation, reasoning, example and trade-offs', () => {
    const technicalQuestion = question('backend-developer-7') // database index
    const strong = scoreAnswer(
      technicalQuestion,
      'An index is a separate data structure, usually a B-tree, that lets the database find rows without scanning the whole table. ' +
        'I add one for columns used in frequent filters, joins and sorts, because lookups drop from O(n) to O(log n). ' +
        'For example, at my last job a search on orders by customer_id took 1200 ms; after adding an index it took 15 ms. ' +
        'However, every index slows down writes and uses storage, so I check the query plan before adding more.',
      noContext,
    )
    const weak = scoreAnswer(technicalQuestion, 'An index makes the database faster when you search for something in a table.', noContext)
    expect(strong.scores.structure).toBeGreaterThan(weak.scores.structure)
    expect(weak.tips).toEqual(expect.arrayContaining(['structure_steps', 'specificity_example']))
    expect(strong.overall).toBeGreaterThan(weak.overall)
  })

  test("the sample answer keeps the person's own sentences in STAR order and names what is missing", () => {
    const sample = scoreAnswer(bugQuestion, starAnswer.replace(/As a result.*$/u, ''), noContext).sample_answer
    expect(sample).toMatch(/^Situation: At my last job at Infosys/u)
    expect(sample).toContain('Result: End with the outcome in numbers')
    expect(sample).toContain(bugQuestion.guidance)
    expect(scoreAnswer(bugQuestion, starAnswer, noContext)).toEqual(scoreAnswer(bugQuestion, starAnswer, noContext))
  })
})
