import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { AuthErrorReason } from '#core/auth/auth-errors.ts'
import type { PhoneCodeForm, PhoneNumberForm } from '#core/auth/auth-forms.schema.ts'
import { PHONE_CODE_LENGTH, PHONE_DISPLAY_MAX_LENGTH, validatePhoneCode, validateSignInPhone } from '#core/auth/validation.ts'
import { formatIndianPhone, formatPhoneForDisplay } from '#core/auth/phone.ts'
import { Button } from '#app/ui/button.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { sendPhoneCode, toAuthRequestError, verifyPhoneCode, type SignedIn } from '#app/features/auth/auth-api.ts'
import { useAppForm, type FieldRule } from '#app/lib/use-app-form.ts'
import { AuthErrorAlert, AuthField } from './auth-field.tsx'

const loadPhoneCodeSchema = () => import('#core/auth/auth-forms.schema.ts').then((module) => module.phoneCodeFormSchema)
const loadPhoneNumberSchema = () => import('#core/auth/auth-forms.schema.ts').then((module) => module.phoneNumberFormSchema)
const defaultPhoneCodeForm: PhoneCodeForm = { code: '' }
const defaultPhoneNumberForm: PhoneNumberForm = { phone: '' }

const numberRules: { [Key in keyof PhoneNumberForm]: FieldRule<PhoneNumberForm> } = { phone: (value) => validateSignInPhone(value) }
const codeRules: { [Key in keyof PhoneCodeForm]: FieldRule<PhoneCodeForm> } = { code: (value) => validatePhoneCode(value) }

/**
 * Phone sign-in (spec 000 §2, §4): the number step (shown as '98765 43210', sent with +91), then
 * the 6-digit code step; 'Use different phone number' goes back to the number step and clears the
 * code and the error.
 */
export function PhoneSignIn({
  onSignedIn,
  onFailure,
}: {
  onSignedIn: (result: SignedIn) => void
  onFailure?: (reason: AuthErrorReason) => void
}) {
  const { t } = useTranslation('auth')
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null)
  const [failure, setFailure] = useState<AuthErrorReason | null>(null)
  const numberForm = useAppForm({ loadSchema: loadPhoneNumberSchema, defaultValues: defaultPhoneNumberForm, rules: numberRules })
  const codeForm = useAppForm({ loadSchema: loadPhoneCodeSchema, defaultValues: defaultPhoneCodeForm, rules: codeRules })

  const fail = (reason: AuthErrorReason) => {
    setFailure(reason)
    showToast({ title: t('toasts.phoneFailed'), description: t(`errors.${reason}`), tone: 'destructive' })
    onFailure?.(reason)
  }

  const sendCode = numberForm.handleSubmit(async ({ phone }) => {
    setFailure(null)
    try {
      await sendPhoneCode(phone)
      setPhoneNumber(phone)
      codeForm.reset()
      showToast({ title: t('toasts.codeSentTitle'), description: t('toasts.codeSentDescription'), tone: 'success' })
    } catch (error) {
      const { reason } = toAuthRequestError(error)
      // A refused send is the spec's 'Failed to send verification code…' unless it was throttling.
      fail(reason === 'too_many_requests' ? reason : 'code_send_failed')
    }
  })

  const verify = codeForm.handleSubmit(async ({ code }) => {
    if (phoneNumber === null) return
    setFailure(null)
    try {
      const result = await verifyPhoneCode({ phoneNumber, code })
      showToast({ title: t('toasts.welcomeTitle'), description: t('toasts.phoneVerified'), tone: 'success' })
      onSignedIn(result)
    } catch (error) {
      const { reason } = toAuthRequestError(error)
      fail(reason === 'unknown' ? 'invalid_code' : reason)
    }
  })

  const useDifferentNumber = () => {
    setPhoneNumber(null)
    setFailure(null)
    codeForm.reset()
  }

  const failureAlert = failure ? (
    <AuthErrorAlert
      title={t('toasts.phoneFailed')}
      message={t(`errors.${failure}`)}
      onDismiss={() => setFailure(null)}
      onRetry={() => {
        setFailure(null)
        if (phoneNumber === null) numberForm.form.setFocus('phone')
        else codeForm.form.setFocus('code')
      }}
    />
  ) : null

  if (phoneNumber === null) {
    const registration = numberForm.field('phone')
    const isEmpty = numberForm.values.phone.trim() === ''
    const isSending = numberForm.form.formState.isSubmitting
    return (
      <form noValidate onSubmit={sendCode} className="space-y-4" aria-busy={isSending}>
        <AuthField
          label={t('fields.phone')}
          registration={{
            ...registration,
            onChange: (event) => {
              event.target.value = formatPhoneForDisplay(event.target.value)
              return registration.onChange(event)
            },
          }}
          result={numberForm.results.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DISPLAY_MAX_LENGTH}
          placeholder={t('fields.phonePlaceholder')}
          adornment={
            <span aria-label={t('fields.countryCode')} role="img">
              +91
            </span>
          }
        />
        {failureAlert}
        <Button type="submit" size="lg" className="w-full" disabled={isEmpty || numberForm.isBlocked || isSending}>
          {isSending ? t('actions.working') : t('actions.sendCode')}
        </Button>
      </form>
    )
  }

  const isVerifying = codeForm.form.formState.isSubmitting
  return (
    <form noValidate onSubmit={verify} className="space-y-4" aria-busy={isVerifying}>
      <p className="text-sm text-ink-muted">{t('phone.codeSentTo', { phone: formatIndianPhone(phoneNumber) })}</p>
      <AuthField
        label={t('fields.code')}
        registration={codeForm.field('code')}
        result={codeForm.results.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
        autoFocus
      />
      {failureAlert}
      <Button type="submit" size="lg" className="w-full" disabled={codeForm.values.code.trim() === '' || isVerifying}>
        {isVerifying ? t('actions.working') : t('actions.verify')}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={useDifferentNumber}>
        {t('actions.useDifferentPhone')}
      </Button>
    </form>
  )
}
