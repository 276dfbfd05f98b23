import { interviewEndpoints } from '#core/interviews/interviews.endpoints.ts'
import type { InterviewSession, SessionAnswer, StartSession, SubmitAnswer } from '#core/interviews/interviews.schema.ts'
import { callApi } from '#app/lib/call-api.ts'

/** The mock-interview endpoints the browser calls (core/interviews/interviews.endpoints.ts), through app/lib/call-api.ts. */

export function startSession(input: StartSession): Promise<InterviewSession> {
  return callApi(interviewEndpoints.start, { body: input })
}

export function submitAnswer(sessionId: string, input: SubmitAnswer): Promise<SessionAnswer> {
  return callApi(interviewEndpoints.answer, { params: { id: sessionId }, body: input })
}
