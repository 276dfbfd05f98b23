import { ALargeSmall } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { loadOnOpen } from '#app/ui/load-on-open.tsx'
import { readTypography } from './preferences.ts'

const typographyPanel = loadOnOpen(() => import('./typography-panel.tsx').then((module) => module.TypographyPanel))

/**
 * The header's button for the typography and accessibility panel. The panel's code loads on first
 * use; read-aloud's, at start-up only for a reader who turned it on.
 */
export function TypographyButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell')
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)

  useEffect(() => {
    if (!readTypography().readAloud) return
    import('./read-aloud.ts').then(
      (module) => module.startReadAloud(),
      () => undefined,
    )
  }, [])

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
        onPointerEnter={typographyPanel.preload}
        onFocus={typographyPanel.preload}
        aria-label={t('typography.open')}
        title={t('typography.open')}
        aria-haspopup="dialog"
        className={`inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink ${className}`}
      >
        <ALargeSmall aria-hidden="true" className="size-5" />
      </button>
      {hasOpened ? <typographyPanel.Component open={isOpen} onOpenChange={setIsOpen} /> : null}
    </>
  )
}
