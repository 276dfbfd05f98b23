import { MailCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import type { NewPasswordForm, PasswordResetRequestForm } from '#core/auth/auth-forms.schema.ts'
import { validateConfirmPassword, validateEmail, validateNewPassword } from '#core/auth/validation.ts'
import { Button } from '#app/ui/button.tsx'
import { RESET_PASSWORD_PATH, requestPasswordReset, resetPassword, toAuthRequestError } from '#app/features/auth/auth-api.ts'
import { useAppForm, type FieldRule } from '#app/lib/use-app-form.ts'
import { AuthErrorAlert, AuthField, PasswordField } from './auth-field.tsx'

const loadNewPasswordSchema = () => import('#core/auth/auth-forms.schema.ts').then((module) => module.newPasswordFormSchema)
const loadPasswordResetRequestSchema = () =>
  import('#core/auth/auth-forms.schema.ts').then((module) => module.passwordResetRequestFormSchema)
const defaultNewPasswordForm: NewPasswordForm = { password: '', confirmPassword: '' }

const requestRules: { [Key in keyof PasswordResetRequestForm]: FieldRule<PasswordResetRequestForm> } = {
  email: (value) => validateEmail(value),
}
const newPasswordRules: { [Key in keyof NewPasswordForm]: FieldRule<NewPasswordForm> } = {
  password: (value) => validateNewPassword(value),
  confirmPassword: (value, form) => validateConfirmPassword(value, form.password),
}

/** Forgot password: asks for the account's e-mail and has a reset link sent to it. */
export function PasswordResetRequestForm({ initialEmail = '', onBack }: { initialEmail?: string; onBack?: () => void }) {
  const { t } = useTranslation('auth')
  const { results, isBlocked, field, handleSubmit, form } = useAppForm({
    loadSchema: loadPasswordResetRequestSchema,
    defaultValues: { email: initialEmail },
    rules: requestRules,
  })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<AuthErrorReason | null>(null)
  const isSubmitting = form.formState.isSubmitting

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null)
    try {
      await requestPasswordReset(email)
      setSentTo(email)
    } catch (error) {
      setFailure(toAuthRequestError(error).reason)
    }
  })

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-bold text-ink">{t('reset.requestTitle')}</h2>
        <p className="mt-1 text-sm text-ink-muted">{t('reset.requestText')}</p>
      </div>
      {sentTo ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-50"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('reset.requestSent', { email: sentTo })}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-busy={isSubmitting}>
          <AuthField
            label={t('fields.email')}
            registration={field('email')}
            result={results.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
          />
          {failure ? <AuthErrorAlert message={t(`errors.${failure}`)} onDismiss={() => setFailure(null)} /> : null}
          <Button type="submit" size="lg" className="w-full" disabled={isBlocked || isSubmitting}>
            {isSubmitting ? t('actions.working') : t('actions.sendResetLink')}
          </Button>
        </form>
      )}
      {onBack ? (
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          {t('actions.backToSignIn')}
        </Button>
      ) : null}
    </div>
  )
}

/** The page the reset e-mail's link opens: a new password, twice, for the link's token. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth')
  const { results, isBlocked, field, handleSubmit, form } = useAppForm({
    loadSchema: loadNewPasswordSchema,
    defaultValues: defaultNewPasswordForm,
    rules: newPasswordRules,
  })
  const [failure, setFailure] = useState<AuthErrorReason | null>(null)
  const isSubmitting = form.formState.isSubmitting
  const { setFocus } = form
  useEffect(() => setFocus('password'), [setFocus])

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null)
    try {
      await resetPassword({ newPassword: password, token })
      onDone()
    } catch (error) {
      setFailure(toAuthRequestError(error).reason)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={isSubmitting}>
      <PasswordField
        label={t('fields.newPassword')}
        registration={field('password')}
        result={results.password}
        hint="passwordHint"
        autoComplete="new-password"
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        registration={field('confirmPassword')}
        result={results.confirmPassword}
        autoComplete="new-password"
      />
      {failure ? (
        <AuthErrorAlert message={t(`errors.${failure}`)} onDismiss={() => setFailure(null)}>
          {failure === 'reset_link_invalid' ? (
            <Link to={RESET_PASSWORD_PATH} className="mt-1 inline-block font-semibold underline underline-offset-2">
              {t('reset.requestNewLink')}
            </Link>
          ) : null}
        </AuthErrorAlert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isBlocked || isSubmitting}>
        {isSubmitting ? t('actions.working') : t('actions.setNewPassword')}
      </Button>
    </form>
  )
}
