import { MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'

// The panel, its language list and its upload and voice code load on the first tap (or on hover or
// focus of the button just before it), never with the page: the button is on every page.
const panel = loadOnOpen(() => import('./components/chat-panel.tsx').then((module) => module.ChatPanel))

/** The floating chat button of every page (spec 001 §2 "Shared page layout"), above the phone's bottom navigation. */
export function ChatLauncher() {
  const { t } = useTranslation('shell')
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        data-testid="chat-launcher"
        aria-label={t('chatLauncher.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
        className="fixed end-4 bottom-[calc(var(--bottom-nav-space)+1rem)] z-40 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:w-auto sm:px-4 print:hidden"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="hidden text-sm font-semibold sm:inline">{t('chatLauncher.label')}</span>
      </button>
      {hasOpened ? <panel.Component open={isOpen} onOpenChange={setIsOpen} /> : null}
    </>
  )
}
