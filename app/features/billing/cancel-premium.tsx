import { AlertCircle } from 'lucide-react'
import { useId, useState } from 'react'
import type { SubscriptionStatus } from '#core/plans/plans.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { cancelPremium } from './api.ts'

/**
 * Spec 000 §8's confirmation, 'Cancel premium subscription? You'll lose unlimited access.': premium
 * ends at once and the server records a refund request for staff (decision 051).
 */
export function CancelPremium({ onSubscription }: { onSubscription: (subscription: SubscriptionStatus) => void }) {
  const { t } = useTranslation('billing')
  const [isOpen, setIsOpen] = useState(false)
  const [isCancelling, setIsCancelling] = useState(false)
  const [failed, setFailed] = useState(false)
  const descriptionId = useId()

  async function confirm() {
    setIsCancelling(true)
    setFailed(false)
    try {
      onSubscription(await cancelPremium())
      setIsOpen(false)
      showToast({ title: t('cancel.done'), type: 'success' })
    } catch {
      setFailed(true)
    } finally {
      setIsCancelling(false)
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)} aria-haspopup="dialog" className="w-full">
        {t('cancel.button')}
      </Button>
      <Dialog open={isOpen} onOpenChange={(open) => !isCancelling && setIsOpen(open)}>
        <DialogContent size="sm" role="alertdialog" aria-describedby={descriptionId}>
          <DialogHeader>
            <DialogTitle>{t('cancel.title')}</DialogTitle>
            <DialogDescription id={descriptionId}>{t('cancel.confirm')}</DialogDescription>
          </DialogHeader>
          {failed ? (
            <p role="alert" className="mx-6 flex items-start gap-2 text-sm font-medium text-red-700 dark:text-red-300">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('cancel.failed')}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)} disabled={isCancelling}>
              {t('cancel.keep')}
            </Button>
            <Button variant="destructive" onClick={() => void confirm()} disabled={isCancelling}>
              {isCancelling ? t('cancel.cancelling') : t('cancel.confirmButton')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
