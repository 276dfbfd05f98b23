import { usageEndpoints } from '#core/plans/plans.endpoints.ts'
import type { UsageResponse } from '#core/plans/plans.schema.ts'
import { applicationEndpoints } from '#core/workspace/applications.endpoints.ts'
import type { ApplicationStatus } from '#core/workspace/applications.ts'
import type { AddApplicationEvent, Application, ApplicationDetail, RecordedApplication } from '#core/workspace/applications.schema.ts'
import { apiHref, callApi } from '#app/lib/call-api.ts'
import { IDEMPOTENCY_HEADER } from '#app/lib/offline/record-kinds.ts'

/** The application endpoints the browser calls (core/workspace/applications.endpoints.ts), through app/lib/call-api.ts. */

/** POST /api/job-applications with the key made when the person pressed Apply, so a retry records it once. */
export function recordApplication(
  input: { jobId: string; portal: string | null; status?: ApplicationStatus },
  idempotencyKey: string,
): Promise<RecordedApplication> {
  return callApi(applicationEndpoints.record, {
    body: { job_id: input.jobId, application_status: input.status ?? 'applied', portal: input.portal, note: null },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  })
}

export async function fetchApplications(): Promise<Application[]> {
  return (await callApi(applicationEndpoints.list)).data
}

export function fetchApplication(id: number): Promise<ApplicationDetail> {
  return callApi(applicationEndpoints.detail, { params: { id: String(id) } })
}

export function changeApplicationStatus(id: number, status: ApplicationStatus, note: string | null = null): Promise<ApplicationDetail> {
  return callApi(applicationEndpoints.change, {
    params: { id: String(id) },
    body: { application_status: status, note },
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

export function addApplicationEvent(id: number, event: AddApplicationEvent): Promise<ApplicationDetail> {
  return callApi(applicationEndpoints.addEvent, {
    params: { id: String(id) },
    body: event,
    headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
  })
}

export function deleteApplication(id: number): Promise<void> {
  return callApi(applicationEndpoints.remove, { params: { id: String(id) } })
}

/** GET /api/usage/job_applications: today's count and the plan's limit (null: none). */
export function fetchApplicationUsage(): Promise<UsageResponse> {
  return callApi(usageEndpoints.readUsage, { params: { feature: 'job_applications' } })
}

/** Where the CSV of one's applications downloads from. */
export const applicationsCsvHref = (): string => apiHref(applicationEndpoints.exportCsv)
