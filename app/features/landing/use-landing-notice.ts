import { useEffect } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useSearchParams } from 'react-router'
import { readPageNotice, withoutPageNotice } from '#app/lib/page-notice.ts'
import { showToast } from '#app/ui/toast.tsx'

/**
 * What the landing page says when another page sent the reader here with a notice (app/lib/page-notice.ts):
 * after deleting the account, that it happened (issue 18). Shown once, then the flag leaves the address.
 */
export function useLandingNotice(): void {
  const { t } = useTranslation('landing')
  const [searchParams, setSearchParams] = useSearchParams()
  const notice = readPageNotice(searchParams)
  useEffect(() => {
    if (notice !== 'account-deleted') return
    showToast({ title: t('notices.accountDeleted.title'), description: t('notices.accountDeleted.text'), tone: 'success' })
    setSearchParams((current) => withoutPageNotice(current), { replace: true, preventScrollReset: true })
  }, [notice, setSearchParams, t])
}
