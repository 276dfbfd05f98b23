import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import type { SignInForm, SignUpForm } from '#core/auth/auth-forms.schema.ts'
import {
  validateConfirmPassword,
  validateEmail,
  validateFullName,
  validateNewPassword,
  validateSignInPassword,
} from '#core/auth/validation.ts'
import { Button } from '#app/ui/button.tsx'
import { signInWithEmail, signUpWithEmail, toAuthRequestError, type SignedIn } from '#app/features/auth/auth-api.ts'
import { useAppForm, type FieldRule } from '#app/lib/use-app-form.ts'
import { AuthErrorAlert, AuthField, PasswordField } from './auth-field.tsx'

const loadSignInSchema = () => import('#core/auth/auth-forms.schema.ts').then((module) => module.signInFormSchema)
const loadSignUpSchema = () => import('#core/auth/auth-forms.schema.ts').then((module) => module.signUpFormSchema)
const defaultSignInForm: SignInForm = { email: '', password: '' }
const defaultSignUpForm: SignUpForm = { fullName: '', email: '', password: '', confirmPassword: '' }

/** How a surface (the page, the modal) words a failure: a title and the text. */
export type DescribeFailure = (reason: AuthErrorReason) => { title?: string; message: string }

const signUpRules: { [Key in keyof SignUpForm]: FieldRule<SignUpForm> } = {
  fullName: (value) => validateFullName(value),
  email: (value) => validateEmail(value),
  password: (value) => validateNewPassword(value),
  confirmPassword: (value, form) => validateConfirmPassword(value, form.password),
}

const signInRules: { [Key in keyof SignInForm]: FieldRule<SignInForm> } = {
  email: (value) => validateEmail(value),
  password: (value) => validateSignInPassword(value),
}

export type SignedUp = { email: string; name: string }

/** The e-mail Sign Up tab (spec 000 §2): full name, email, password, confirm password. */
export function EmailSignUpForm({
  callbackURL,
  onSignedUp,
  onFailure,
  describeFailure,
}: {
  /** Where the verification link lands, signed in. */
  callbackURL: string
  onSignedUp: (account: SignedUp) => void
  onFailure?: (reason: AuthErrorReason) => void
  describeFailure?: DescribeFailure
}) {
  const { t } = useTranslation('auth')
  const { results, isBlocked, field, handleSubmit, form } = useAppForm({
    loadSchema: loadSignUpSchema,
    defaultValues: defaultSignUpForm,
    rules: signUpRules,
  })
  const [failure, setFailure] = useState<AuthErrorReason | null>(null)
  const isSubmitting = form.formState.isSubmitting
  const describe = describeFailure ?? ((reason: AuthErrorReason) => ({ message: t(`errors.${reason}`) }))

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      await signUpWithEmail({ name: input.fullName, email: input.email, password: input.password, callbackURL })
      onSignedUp({ email: input.email, name: input.fullName })
    } catch (error) {
      const { reason } = toAuthRequestError(error)
      setFailure(reason)
      onFailure?.(reason)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={isSubmitting}>
      <AuthField
        label={t('fields.fullName')}
        registration={field('fullName')}
        result={results.fullName}
        hint="nameHint"
        autoComplete="name"
        placeholder={t('fields.fullNamePlaceholder')}
      />
      <AuthField
        label={t('fields.email')}
        registration={field('email')}
        result={results.email}
        hint="emailHint"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
      />
      <PasswordField
        label={t('fields.password')}
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
        <AuthErrorAlert
          {...describe(failure)}
          onDismiss={() => setFailure(null)}
          onRetry={() => {
            setFailure(null)
            form.setFocus(failure === 'user_already_registered' || failure === 'invalid_email' ? 'email' : 'password')
          }}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isBlocked || isSubmitting}>
        {isSubmitting ? t('actions.working') : t('actions.createAccount')}
      </Button>
    </form>
  )
}

/** The e-mail Sign In tab (spec 000 §2): email and password, and the way to a password reset. */
export function EmailSignInForm({
  callbackURL,
  onSignedIn,
  onFailure,
  onForgotPassword,
  describeFailure,
}: {
  /** Where the verification link lands, signed in: an unverified sign-in has a new one sent. */
  callbackURL: string
  onSignedIn: (result: SignedIn) => void
  onFailure?: (reason: AuthErrorReason) => void
  onForgotPassword: (email: string) => void
  describeFailure?: DescribeFailure
}) {
  const { t } = useTranslation('auth')
  const { results, isBlocked, field, handleSubmit, form, values } = useAppForm({
    loadSchema: loadSignInSchema,
    defaultValues: defaultSignInForm,
    rules: signInRules,
  })
  const [failure, setFailure] = useState<AuthErrorReason | null>(null)
  const isSubmitting = form.formState.isSubmitting
  const describe = describeFailure ?? ((reason: AuthErrorReason) => ({ message: t(`errors.${reason}`) }))

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      onSignedIn(await signInWithEmail({ email: input.email, password: input.password, callbackURL }))
    } catch (error) {
      const { reason } = toAuthRequestError(error)
      setFailure(reason)
      onFailure?.(reason)
    }
  })

  return (
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
      <div>
        <PasswordField
          label={t('fields.password')}
          registration={field('password')}
          result={results.password}
          autoComplete="current-password"
        />
        <button
          type="button"
          onClick={() => onForgotPassword(values.email)}
          className="mt-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-200"
        >
          {t('actions.forgotPassword')}
        </button>
      </div>
      {failure ? (
        <AuthErrorAlert
          {...describe(failure)}
          onDismiss={() => setFailure(null)}
          onRetry={() => {
            setFailure(null)
            form.setFocus('password')
          }}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isBlocked || isSubmitting}>
        {isSubmitting ? t('actions.working') : t('actions.signIn')}
      </Button>
    </form>
  )
}
