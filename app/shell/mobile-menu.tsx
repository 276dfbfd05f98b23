import { Menu } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'

/**
 * The menu of small screens (spec 000 §2). The button is in the page from the first paint; the
 * slide-in panel and the dialog code behind it (Radix: focus trap, Escape, outside tap, the rest of
 * the page hidden from assistive technology) load on first use, keeping them out of the landing
 * page's initial JavaScript (DESIGN.md "Budgets"). Pressing or focusing the button starts the load,
 * so the panel is usually there by the time the click lands; if it cannot be fetched, the menu says
 * so instead of breaking the page.
 */
const panel = loadOnOpen(() => import('./mobile-menu-panel.tsx').then((module) => module.MobileMenuPanel))
const MobileMenuPanel = panel.Component
const preloadPanel = panel.preload

export function MobileMenu({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell')
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted ${className}`}
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {hasOpened ? <MobileMenuPanel id={panelId} open={isOpen} onOpenChange={setIsOpen} triggerRef={buttonRef} /> : null}
    </>
  )
}
