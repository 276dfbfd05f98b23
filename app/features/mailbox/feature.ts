import { defineAppFeature } from '#app/lib/app-feature.ts'

/** /dev/mailbox: the outbox while e-mail and SMS stay local (a 404 elsewhere). */
export const mailboxFeature = defineAppFeature({
  name: 'mailbox',
  pages: [{ path: 'dev/mailbox', file: 'routes/dev-mailbox.tsx' }],
})
