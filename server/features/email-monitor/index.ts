/** The e-mail-response monitor: other features reach it only through this file; it registers itself in feature.ts. */
export { createEmailMonitorService, type EmailMonitorService, type MonitorActor } from './service.ts'
