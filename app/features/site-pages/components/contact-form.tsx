import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { readTooLong } from '#core/account/too-long.ts'
import { CONTACT_MESSAGE_MAX } from '#core/site-pages/contact-limits.ts'
import type { ContactMessage, ContactMessageInput } from '#core/site-pages/contact.schema.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { renderError } from '#app/i18n/render.ts'
import { lazySchemaResolver } from '#app/lib/lazy-resolver.ts'
import { useAppForm } from '#app/lib/use-app-form.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input, inputClasses } from '#app/ui/input.tsx'
import { cn } from '#app/ui/cn.ts'
import { sendContactMessage } from '#app/features/site-pages/api.ts'
import type { ContactActionData } from '#app/features/site-pages/site-page-data.ts'

const resolver = lazySchemaResolver<ContactMessageInput, ContactMessage>(() =>
  import('#core/site-pages/contact.schema.ts').then((module) => module.contactMessageSchema),
)

const knownMessages = new Set(['required', 'invalidEmail', 'nameTooShort', 'subjectTooShort', 'messageTooShort'])

const emptyMessage: ContactMessageInput = { name: '', email: '', subject: '', message: '' }

type FieldName = keyof ContactMessageInput

/**
 * The contact form: checked in the browser with the schema the server parses with (decision 033),
 * sent to /api/contact. Without JavaScript it is a plain form posted to /contact, whose action checks
 * and sends it the same way (decision 074) and answers `posted`: the page then shows the confirmation,
 * or the refusal beside what was typed. A failure keeps everything typed and says so; success replaces
 * the form with a confirmation naming the reply address.
 */
export function ContactForm({ posted }: { posted: ContactActionData | null }) {
  const { t } = useTranslation('site')
  const postedValues = posted !== null && 'values' in posted ? posted.values : null
  const postedError = posted !== null && 'error' in posted ? posted.error : null
  const [sentTo, setSentTo] = useState<string | null>(posted !== null && 'sentTo' in posted ? posted.sentTo : null)
  const initialValues = postedValues ?? emptyMessage
  const { form, handleSubmit, applyServerError, formError, reset } = useAppForm<ContactMessageInput, ContactMessage>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  })
  const { errors, dirtyFields, submitCount } = form.formState
  const messageText = form.watch('message')
  // The posted form's refusal holds until the person changes the field or sends again from this page.
  const postedFieldMessage = (name: FieldName): string | undefined =>
    submitCount === 0 && dirtyFields[name] !== true ? postedError?.fields?.find((issue) => issue.path === name)?.message : undefined
  const shownFormError = formError ?? (submitCount === 0 ? postedError : null)

  const describe = (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined
    const max = readTooLong(message)
    if (max !== null) return t('contact.validation.tooLong', { n: max })
    return knownMessages.has(message) ? t(`contact.validation.${message}` as 'contact.validation.required') : t('contact.validation.other')
  }

  const submit = handleSubmit(async (values) => {
    try {
      await sendContactMessage(values)
      setSentTo(values.email)
      reset(emptyMessage)
    } catch (error) {
      applyServerError(error)
    }
  })

  if (sentTo !== null) {
    return (
      <div role="status" className="rounded-2xl bg-green-50 p-5 text-green-900 dark:bg-green-950 dark:text-green-100">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t('contact.sentTitle')}
        </p>
        <p className="mt-2">{t('contact.sentText', { email: sentTo })}</p>
        <a
          href="/contact"
          className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
          onClick={(event) => {
            event.preventDefault()
            setSentTo(null)
          }}
        >
          {t('contact.sendAnother')}
        </a>
      </div>
    )
  }

  const nameError = describe(errors.name?.message ?? postedFieldMessage('name'))
  const emailError = describe(errors.email?.message ?? postedFieldMessage('email'))
  const subjectError = describe(errors.subject?.message ?? postedFieldMessage('subject'))
  const messageError = describe(errors.message?.message ?? postedFieldMessage('message'))
  const emailHint = t('contact.emailHint')
  const messageHint = t('contact.messageHint')
  const count = messageText.length
  return (
    <form method="post" action="/contact" noValidate onSubmit={submit} className="space-y-5">
      <Field id="contact-name" label={t('contact.name')} error={nameError}>
        <Input
          {...form.register('name')}
          {...describedBy('contact-name', { error: nameError })}
          defaultValue={initialValues.name}
          autoComplete="name"
          required
        />
      </Field>
      <Field id="contact-email" label={t('contact.email')} hint={emailHint} error={emailError}>
        <Input
          {...form.register('email')}
          {...describedBy('contact-email', { hint: emailHint, error: emailError })}
          defaultValue={initialValues.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
      </Field>
      <Field id="contact-subject" label={t('contact.subject')} error={subjectError}>
        <Input
          {...form.register('subject')}
          {...describedBy('contact-subject', { error: subjectError })}
          defaultValue={initialValues.subject}
          required
        />
      </Field>
      <Field id="contact-message" label={t('contact.message')} hint={messageHint} error={messageError}>
        <textarea
          {...form.register('message')}
          {...describedBy('contact-message', { hint: messageHint, error: messageError })}
          defaultValue={initialValues.message}
          rows={7}
          required
          className={cn(inputClasses, 'py-2')}
        />
        <p
          className={cn('mt-1 text-end text-sm', count > CONTACT_MESSAGE_MAX ? 'text-red-700 dark:text-red-300' : 'text-ink-muted')}
          aria-hidden="true"
        >
          {t('contact.characters', { count, max: CONTACT_MESSAGE_MAX })}
        </p>
      </Field>
      {shownFormError ? (
        <div role="alert" className="flex items-start gap-2 rounded-2xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('contact.failed')}</p>
            <p className="mt-1 text-sm">{renderError(t, shownFormError)}</p>
          </div>
        </div>
      ) : null}
      <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto">
        {form.formState.isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  )
}
