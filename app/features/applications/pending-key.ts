/** The local-storage key of the pending application: its own module, so a page can check for one without the code that reads it. */
export const PENDING_APPLICATION_KEY = 'jobyatra:pending-application'
