import { AlertCircle, AlertTriangle, Eye, EyeOff } from 'lucide-react'
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from '#app/i18n/react.tsx'
import type { AuthHintCode, AuthValidationResult } from '#core/auth/validation.ts'
import { cn } from '#app/ui/cn.ts'
import { inputClasses } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'

export type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> & {
  label: string
  registration: UseFormRegisterReturn
  /** The field's shown validation result (app/lib/use-app-form.ts); none until the field was used. */
  result?: AuthValidationResult | undefined
  /** The spec's hint shown before a result exists (spec 000 §5). */
  hint?: AuthHintCode
  /** Drawn inside the field at its start, e.g. '+91'. */
  adornment?: ReactNode
  /** Drawn inside the field at its end, e.g. the show-password button. */
  suffix?: ReactNode
}

/**
 * A labelled input with its message: the error (red) or warning (amber) of its validation result,
 * else its hint. The message is tied to the input with aria-describedby, and aria-invalid marks an
 * error, so a screen reader reads both when the field is focused.
 */
export function AuthField({ label, registration, result, hint, adornment, suffix, className, ...props }: AuthFieldProps) {
  const { t } = useTranslation('auth')
  const inputId = useId()
  const messageId = `${inputId}-message`
  const isError = result?.severity === 'error'
  const isWarning = result?.severity === 'warning'
  const hintCode = result?.hint ?? hint
  let message: ReactNode = null
  if (result && (isError || isWarning)) {
    const Icon = isError ? AlertCircle : AlertTriangle
    message = (
      <p
        id={messageId}
        className={cn(
          'mt-1.5 flex items-start gap-1.5 text-sm font-medium',
          isError ? 'text-red-700 dark:text-red-300' : 'text-amber-800 dark:text-amber-200',
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(`validation.${result.code}`, result.values)}
      </p>
    )
  } else if (hintCode) {
    message = (
      <p id={messageId} className="mt-1.5 text-sm text-ink-muted">
        {t(`validation.${hintCode}`)}
      </p>
    )
  }
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative mt-1.5">
        {adornment ? (
          <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-base font-medium text-ink-muted">
            {adornment}
          </span>
        ) : null}
        <input
          id={inputId}
          aria-invalid={isError}
          aria-describedby={message ? messageId : undefined}
          className={cn(inputClasses, adornment ? 'ps-12' : undefined, suffix ? 'pe-12' : undefined)}
          {...props}
          {...registration}
        />
        {suffix ? <span className="absolute inset-y-0 end-1 flex items-center">{suffix}</span> : null}
      </div>
      {message}
    </div>
  )
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<AuthFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation('auth')
  const [isVisible, setIsVisible] = useState(false)
  const Icon = isVisible ? EyeOff : Eye
  return (
    <AuthField
      {...props}
      type={isVisible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={isVisible}
          className="inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  )
}

/** A failure the person can act on: the reason's message, Try Again, and a way to dismiss it (spec 000 §4). */
export function AuthErrorAlert({
  title,
  message,
  onRetry,
  onDismiss,
  children,
}: {
  title?: string
  message: string
  onRetry?: () => void
  onDismiss?: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation('auth')
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/60 dark:text-red-100"
    >
      <div className="flex items-start gap-2">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex-1">
          {title ? <p className="font-semibold">{title}</p> : null}
          <p>{message}</p>
          {children}
        </div>
      </div>
      {onRetry || onDismiss ? (
        <div className="mt-2 flex justify-end gap-2">
          {onDismiss ? (
            <button
              type="button"
              onClick={onDismiss}
              className="rounded-lg px-3 py-1.5 font-medium hover:bg-red-100 dark:hover:bg-red-900/60"
            >
              {t('actions.dismiss')}
            </button>
          ) : null}
          {onRetry ? (
            <button
              type="button"
              onClick={onRetry}
              className="rounded-lg bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500"
            >
              {t('actions.tryAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
