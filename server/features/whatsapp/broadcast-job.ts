import { setTimeout as sleep } from 'node:timers/promises'
import type { JobHandler } from '#server/jobs/job-definition.ts'
import type { WhatsappService } from './service.ts'

/** A broadcast, one step a second (each step as many people as the number may be sent a second), until done or stopped. */
const run: JobHandler<{ id: number }, { whatsapp: WhatsappService }> = async (data, { services, signal, logger }) => {
  for (;;) {
    const step = await services.whatsapp.stepBroadcast(data.id)
    if (step !== 'more') {
      logger.info({ broadcast: data.id, step }, 'broadcast ended')
      return
    }
    // An aborted signal (the server stops, the run expires) rejects here: pg-boss retries, resuming after the cursor.
    await sleep(1000, undefined, { signal })
  }
}
export default run
