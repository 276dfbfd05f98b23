/** What the /dev/mailbox route's loader uses on the server only. */
export { loadMailbox } from './load-mailbox.server.ts'
