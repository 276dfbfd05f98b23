export { MailboxPage } from './mailbox-page.tsx'
