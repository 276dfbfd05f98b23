import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { startGoogleSignIn } from '#app/features/auth/google-sign-in.ts'

/** Google's "G". Its end margin with the button's gap-2 makes the 12 px Google's guidelines ask for before the text. */
export function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="me-1 size-5">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59A14.5 14.5 0 0 1 9.5 24c0-1.59.28-3.14.76-4.59l-7.98-6.19A23.9 23.9 0 0 0 0 24c0 3.87.92 7.53 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}

/**
 * Continue with Google (spec 000 §2): first and most prominent. It asks the server for Google's
 * consent page and leaves for it; when the server has no Google sign-in configured, it is disabled
 * with a notice. A refusal shows 'Google Sign In Failed' / 'Google sign-in failed. Please try again.'.
 */
export function GoogleButton({ returnTo, isEnabled }: { returnTo: string; isEnabled: boolean }) {
  const { t } = useTranslation('auth')
  const [isStarting, setIsStarting] = useState(false)
  const noticeId = useId()

  const start = () => {
    setIsStarting(true)
    startGoogleSignIn(returnTo).catch(() => {
      setIsStarting(false)
      showToast({ title: t('toasts.googleFailed'), description: t('errors.google_failed'), tone: 'destructive' })
    })
  }

  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        onClick={start}
        data-analytics-event="Google Sign In"
        disabled={!isEnabled || isStarting}
        aria-describedby={isEnabled ? undefined : noticeId}
      >
        <GoogleMark />
        {isStarting ? t('actions.working') : t('google.continue')}
      </Button>
      {isEnabled ? null : (
        <p id={noticeId} className="mt-2 text-center text-sm text-ink-muted">
          {t('google.unavailable')}
        </p>
      )}
    </div>
  )
}
