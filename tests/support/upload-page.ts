import { ApiError } from '#app/lib/api-client.ts'
import { uploadToApi, type UploadProgress } from '#app/lib/upload-to-api.ts'
import { transferEndpoints } from './transfer.endpoints.ts'

/**
 * The upload test's page script (app/lib/upload-to-api.test.ts builds it for the browser): one upload
 * through uploadToApi, reported as plain data the test can read back.
 */
export async function runUpload(input: { size: number; name: string; type: string; note?: string; cancelMidway?: boolean }) {
  const controller = new AbortController()
  const progress: UploadProgress[] = []
  const file = new File([new Uint8Array(input.size).fill(65)], input.name, { type: input.type })
  try {
    const answer = await uploadToApi(transferEndpoints.upload, {
      file,
      ...(input.note === undefined ? {} : { fields: { note: input.note } }),
      signal: controller.signal,
      onProgress: (event) => {
        progress.push(event)
        if (input.cancelMidway && event.loaded < event.total) controller.abort()
      },
    })
    return { outcome: 'answered', answer, progress }
  } catch (error) {
    if (error instanceof ApiError) return { outcome: 'failed', status: error.status, code: error.body.code, progress }
    if (error instanceof DOMException) return { outcome: 'cancelled', name: error.name, progress }
    return { outcome: 'threw', message: String(error), progress }
  }
}
