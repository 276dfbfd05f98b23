import { ArrowLeft } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { showToast } from '#app/ui/toast.tsx'
import { AUTH_PATH, authPathWithMode, DASHBOARD_PATH } from '#app/features/auth/return-to.ts'
import { AuthErrorAlert } from './auth-field.tsx'
import { NewPasswordForm, PasswordResetRequestForm } from './password-reset-forms.tsx'

/**
 * /auth/reset-password: where the reset e-mail's link lands (better-auth checks the token and sends
 * `?token=…`, or `?error=INVALID_TOKEN` for a used or expired link). A new password, twice; then
 * sign in with it. Without a usable token, the page offers to send a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const token = searchParams.get('token')
  const hasError = searchParams.has('error')

  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 sm:py-10">
      <Link
        to={AUTH_PATH}
        className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-medium text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('actions.backToSignIn')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{t('reset.newTitle')}</h1>
      <div className="mt-6 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6">
        {token && !hasError ? (
          <>
            <p className="mb-4 text-sm text-ink-muted">{t('reset.newText')}</p>
            <NewPasswordForm
              token={token}
              onDone={() => {
                showToast({ title: t('toasts.passwordUpdatedTitle'), description: t('toasts.passwordUpdatedDescription'), tone: 'success' })
                void navigate(authPathWithMode('signin', DASHBOARD_PATH), { replace: true })
              }}
            />
          </>
        ) : (
          <div className="space-y-5">
            <AuthErrorAlert message={hasError ? t('errors.reset_link_invalid') : t('reset.missingToken')} />
            <PasswordResetRequestForm />
          </div>
        )}
      </div>
    </div>
  )
}
