import type { MessageBodyPart } from '#core/notifications/mailbox.ts'

/**
 * A message body as plain text with its links clickable. The server split it (core/notifications/
 * mailbox.ts) and only links to our own site arrive as links; everything else renders as text, so a
 * body can never inject markup. `language` is the message's own (the recipient's), marked for screen
 * readers and translation tools where it differs from the page's.
 */
export function MessageBody({ parts, language }: { parts: MessageBodyPart[]; language: string }) {
  return (
    <div
      lang={language}
      className="rounded-xl bg-surface-muted px-3 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink sm:px-4"
    >
      {parts.map((part, index) =>
        part.type === 'link' ? (
          <a
            key={index}
            href={part.href}
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  )
}
