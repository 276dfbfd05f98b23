import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { reportClientError } from '#app/lib/client-errors.ts'
import { Button } from '#app/ui/button.tsx'
import { spendInstallOffer, type InstallOffer } from './install-event.ts'
import { rememberInstallPromptDismissed } from './install-prompt-dismissal.ts'

/**
 * The install prompt: a small, non-modal card that takes no focus. On phones it sits above the
 * bottom navigation (which is below md), elsewhere in the bottom corner.
 */
export default function InstallPromptPanel({ offer }: { offer: InstallOffer }) {
  const { t } = useTranslation('shell')
  const titleId = useId()
  const [isPrompting, setIsPrompting] = useState(false)

  const install = async () => {
    setIsPrompting(true)
    try {
      await offer.event.prompt()
      const { outcome } = await offer.event.userChoice
      // Declined in the browser's own dialog: not asked again either.
      if (outcome === 'dismissed') rememberInstallPromptDismissed()
    } catch (error) {
      reportClientError('install-prompt', error)
    } finally {
      spendInstallOffer()
    }
  }

  const dismiss = () => {
    rememberInstallPromptDismissed()
    spendInstallOffer()
  }

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-[calc(var(--bottom-nav-space)+1rem)] z-40 rounded-xl border border-line bg-surface-raised p-4 text-ink shadow-lg md:inset-x-auto md:right-6 md:bottom-6 md:w-96"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
        <div>
          <h2 id={titleId} className="text-base font-semibold">
            {t('pwa.install.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('pwa.install.body')}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {t('pwa.install.dismiss')}
        </Button>
        <Button size="sm" onClick={() => void install()} disabled={isPrompting}>
          {t('pwa.install.install')}
        </Button>
      </div>
    </section>
  )
}
