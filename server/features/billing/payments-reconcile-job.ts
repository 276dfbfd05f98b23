import type { JobContext } from '#server/jobs/job-definition.ts'
import type { PaymentsService } from './payments-service.ts'

/** Asks the gateway about recent orders that granted nothing and activates the paid ones. */
export default async function reconcilePayments(
  _data: null,
  { services, signal, logger }: JobContext<{ payments: Pick<PaymentsService, 'reconcileOrders'> }>,
): Promise<void> {
  const { checked, activated } = await services.payments.reconcileOrders({ signal })
  if (activated > 0) logger.warn({ checked, activated }, 'reconciliation activated paid orders the other paths had missed')
  else logger.info({ checked }, 'payments reconciled')
}
