import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { AlertCircle, Bell, CheckCircle2, Download, KeyRound, Laptop, LogOut, Monitor, Smartphone, Trash2, UserRound } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useRevalidator } from 'react-router'
import type { AccountProfile, AccountSession, PasswordChange, ProfileUpdate, ProfileUpdateInput } from '#core/account/account.schema.ts'
import { useSessionUser } from '#app/features/auth/index.ts'
import { renderValidationMessage } from '#app/features/onboarding/index.ts'
import { renderError } from '#app/i18n/render.ts'
import { clearApiCache, toApiError } from '#app/lib/api-client.ts'
import { lazySchemaResolver } from '#app/lib/lazy-resolver.ts'
import { pathWithNotice } from '#app/lib/page-notice.ts'
import { useAppForm } from '#app/lib/use-app-form.ts'
import { clearPersonalCaches } from '#app/shell/pwa/personal-caches.ts'
import { Button, buttonClasses } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/ui/dialog.tsx'
import { describedBy, Field } from '#app/ui/form-field.tsx'
import { Input } from '#app/ui/input.tsx'
import { showToast } from '#app/ui/toast.tsx'
import { changePassword, deleteAccount, EXPORT_PATH, isWrongPassword, revokeOtherSessions, revokeSession } from './api.ts'
import { describeUserAgent } from './device-name.ts'

const loadSchemas = () => import('#core/account/account.schema.ts')
const loadQueue = () => import('#app/features/account/offline/profile-update.ts')
const profileResolver = lazySchemaResolver<ProfileUpdateInput, ProfileUpdate>(() =>
  loadSchemas().then((module) => module.profileUpdateSchema),
)
const passwordResolver = lazySchemaResolver<PasswordChange, PasswordChange>(() =>
  loadSchemas().then((module) => module.passwordChangeSchema),
)

type Notice = { tone: 'success' | 'error'; text: string } | null

/**
 * /settings: profile, password, sessions, payments and invoices (billing's card, passed in by the
 * route), download my data and delete account, one card each.
 */
export function SettingsView({
  profile,
  sessions,
  payments,
}: {
  profile: AccountProfile
  sessions: AccountSession[]
  payments?: ReactNode
}) {
  const { t } = useTranslation('account')
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('settings.title')}</h1>
          <p className="mt-1 text-base text-ink-muted">{t('settings.subtitle')}</p>
        </div>
        <Link to={href('/settings/notifications')} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Bell aria-hidden="true" className="size-4" />
          {t('settings.notificationsLink')}
        </Link>
      </header>
      <div className="mt-8 space-y-6">
        <ProfileCard profile={profile} />
        <PasswordCard profile={profile} />
        <SessionsCard sessions={sessions} />
        {payments}
        <DataCard />
        <DeleteCard />
      </div>
    </div>
  )
}

function Card({
  id,
  icon,
  title,
  description,
  tone = 'plain',
  children,
}: {
  id: string
  icon: ReactNode
  title: string
  description: string
  tone?: 'plain' | 'danger'
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-3xl border bg-surface-raised p-5 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-red-300 dark:border-red-900' : 'border-line',
      )}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-ink">
        {icon}
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  )
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return <p role="status" className="sr-only" />
  const Icon = notice.tone === 'success' ? CheckCircle2 : AlertCircle
  return (
    <p
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 text-sm font-medium',
        notice.tone === 'success' ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {notice.text}
    </p>
  )
}

/** 'Action queued for sync': a default-severity toast (spec 001 §9 "Toasts": default 4 s). */
const QUEUED_TOAST_MS = 4000

function ProfileCard({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account')
  const { t: tShell } = useTranslation('shell')
  const { user } = useSessionUser()
  const [notice, setNotice] = useState<Notice>(null)
  // Profile edits work offline: the form's schema and the queue load now, while the network is there.
  useEffect(() => {
    void loadSchemas()
    void loadQueue()
  }, [])
  const { form } = useAppForm<ProfileUpdateInput, ProfileUpdate>({
    resolver: profileResolver,
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      location: profile.location ?? '',
    },
    mode: 'onTouched',
  })
  const errors = form.formState.errors
  const firstNameError = renderValidationMessage(t, errors.firstName?.message)
  const lastNameError = renderValidationMessage(t, errors.lastName?.message)
  const phoneError = renderValidationMessage(t, errors.phone?.message)
  const locationError = renderValidationMessage(t, errors.location?.message)
  const phoneHint = t('settings.profile.phoneHint')

  const submit = form.handleSubmit(async (values) => {
    setNotice(null)
    if (!user) return
    try {
      // Profile edits work offline (spec 001 §9): queued in the browser and synced later, exactly once.
      const queue = await loadQueue()
      const outcome = await queue.updateProfileOrQueue({
        userId: user.id,
        profileData: {
          firstName: values.firstName,
          lastName: values.lastName ?? '',
          phone: values.phone ?? '',
          location: values.location ?? '',
        },
      })
      if (outcome === 'queued') {
        showToast({ title: tShell('offline.queued'), durationMs: QUEUED_TOAST_MS })
        setNotice({ tone: 'success', text: t('settings.profile.queued') })
        return
      }
      setNotice({ tone: 'success', text: t('settings.profile.saved') })
    } catch (error) {
      const isStorageFull = toApiError(error).body.code === 'CLIENT_STORAGE_FULL'
      setNotice({ tone: 'error', text: isStorageFull ? tShell('offline.storageFull') : t('settings.profile.saveFailed') })
    }
  })

  return (
    <Card
      id="settings-profile"
      icon={<UserRound aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />}
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
    >
      <dl className="mb-5 grid gap-3 rounded-2xl bg-surface-muted p-4 text-sm sm:grid-cols-2">
        {profile.hasRealEmail ? (
          <div>
            <dt className="text-ink-muted">{t('settings.profile.email')}</dt>
            <dd className="font-medium break-all text-ink">{profile.email}</dd>
          </div>
        ) : null}
        {profile.phoneNumber ? (
          <div>
            <dt className="text-ink-muted">{t('settings.profile.signInPhone')}</dt>
            <dd className="font-medium text-ink">{profile.phoneNumber}</dd>
          </div>
        ) : null}
      </dl>
      <form noValidate onSubmit={submit} aria-busy={form.formState.isSubmitting} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="settings-first-name" label={t('settings.profile.firstName')} error={firstNameError}>
            <Input
              {...form.register('firstName')}
              {...describedBy('settings-first-name', { error: firstNameError })}
              autoComplete="given-name"
              required
            />
          </Field>
          <Field id="settings-last-name" label={t('settings.profile.lastName')} error={lastNameError}>
            <Input
              {...form.register('lastName')}
              {...describedBy('settings-last-name', { error: lastNameError })}
              autoComplete="family-name"
            />
          </Field>
          <Field id="settings-phone" label={t('settings.profile.phone')} hint={phoneHint} error={phoneError}>
            <Input
              {...form.register('phone')}
              {...describedBy('settings-phone', { hint: phoneHint, error: phoneError })}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          </Field>
          <Field id="settings-location" label={t('settings.profile.location')} error={locationError}>
            <Input
              {...form.register('location')}
              {...describedBy('settings-location', { error: locationError })}
              autoComplete="address-level2"
              placeholder={t('settings.profile.locationPlaceholder')}
            />
          </Field>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('common.saving') : t('settings.profile.save')}
          </Button>
          <NoticeLine notice={notice} />
        </div>
      </form>
    </Card>
  )
}

function PasswordCard({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account')
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<Notice>(null)
  const { form } = useAppForm<PasswordChange>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  })
  const icon = <KeyRound aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />

  if (!profile.hasPassword) {
    return (
      <Card
        id="settings-password"
        icon={icon}
        title={t('settings.password.title')}
        description={profile.hasRealEmail ? t('settings.password.noPasswordGoogle') : t('settings.password.noPasswordPhone')}
      >
        {null}
      </Card>
    )
  }

  const errors = form.formState.errors
  const currentError = renderValidationMessage(t, errors.currentPassword?.message)
  const newError = renderValidationMessage(t, errors.newPassword?.message)
  const confirmError = renderValidationMessage(t, errors.confirmPassword?.message)

  const submit = form.handleSubmit(async (values) => {
    setNotice(null)
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword })
      form.reset()
      setNotice({ tone: 'success', text: t('settings.password.changed') })
      // Other sessions ended: the list below reloads.
      await revalidator.revalidate()
    } catch (error) {
      const failure = toApiError(error)
      // A new password the server refuses (too common, too short) says why, in the sign-in forms' words.
      const reason = failure.body.reason
      const refusal = reason === 'password_common' || reason === 'password_too_short' ? renderError(t, failure.body) : null
      setNotice({
        tone: 'error',
        text: isWrongPassword(failure) ? t('settings.password.wrongCurrent') : (refusal ?? t('settings.password.failed')),
      })
    }
  })

  return (
    <Card id="settings-password" icon={icon} title={t('settings.password.title')} description={t('settings.password.description')}>
      <form noValidate onSubmit={submit} aria-busy={form.formState.isSubmitting} className="space-y-5">
        {/* Lets password managers file the change under the right account. */}
        <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        <Field id="settings-current-password" label={t('settings.password.current')} error={currentError}>
          <Input
            {...form.register('currentPassword')}
            {...describedBy('settings-current-password', { error: currentError })}
            type="password"
            autoComplete="current-password"
            required
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="settings-new-password" label={t('settings.password.new')} error={newError}>
            <Input
              {...form.register('newPassword')}
              {...describedBy('settings-new-password', { error: newError })}
              type="password"
              autoComplete="new-password"
              required
            />
          </Field>
          <Field id="settings-confirm-password" label={t('settings.password.confirm')} error={confirmError}>
            <Input
              {...form.register('confirmPassword')}
              {...describedBy('settings-confirm-password', { error: confirmError })}
              type="password"
              autoComplete="new-password"
              required
            />
          </Field>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('common.saving') : t('settings.password.save')}
          </Button>
          <NoticeLine notice={notice} />
        </div>
      </form>
    </Card>
  )
}

function SessionsCard({ sessions }: { sessions: AccountSession[] }) {
  const { t, i18n } = useTranslation('account')
  const revalidator = useRevalidator()
  const [notice, setNotice] = useState<Notice>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const others = sessions.filter((session) => !session.isCurrent)

  async function run(key: string, action: () => Promise<string>) {
    setBusy(key)
    setNotice(null)
    try {
      const text = await action()
      await revalidator.revalidate()
      setNotice({ tone: 'success', text })
    } catch {
      setNotice({ tone: 'error', text: t('settings.sessions.failed') })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card
      id="settings-sessions"
      icon={<Laptop aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />}
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
    >
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {sessions.map((session) => {
          const device = describeUserAgent(session.userAgent)
          const deviceName = device
            ? device.os
              ? t('settings.sessions.deviceOn', { browser: device.browser, os: device.os })
              : device.browser
            : t('settings.sessions.unknownDevice')
          const isPhone = device?.os === 'Android' || device?.os === 'iOS'
          const DeviceIcon = isPhone ? Smartphone : Monitor
          return (
            <li key={session.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <DeviceIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                    {deviceName}
                    {session.isCurrent ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
                        {t('settings.sessions.current')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {t('settings.sessions.lastActive', { date: formatIndiaDateTime(session.lastActiveAt, i18n.language) })}
                    {' · '}
                    {t('settings.sessions.signedIn', { date: formatIndiaDateTime(session.createdAt, i18n.language) })}
                  </p>
                  {session.ipAddress && session.ipAddress !== 'unknown' ? (
                    <p className="text-sm text-ink-muted">{t('settings.sessions.ip', { ip: session.ipAddress })}</p>
                  ) : null}
                </div>
              </div>
              {session.isCurrent ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={t('settings.sessions.signOutNamed', { device: deviceName })}
                  onClick={() =>
                    run(session.id, async () => {
                      await revokeSession(session.id)
                      return t('settings.sessions.signedOut')
                    })
                  }
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('settings.sessions.signOut')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        {others.length > 0 ? (
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() =>
              run('others', async () => {
                const count = await revokeOtherSessions()
                return t('settings.sessions.signedOutOthers', { count })
              })
            }
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('settings.sessions.signOutOthers')}
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">{t('settings.sessions.onlyThis')}</p>
        )}
        <NoticeLine notice={notice} />
      </div>
    </Card>
  )
}

function DataCard() {
  const { t } = useTranslation('account')
  return (
    <Card
      id="settings-data"
      icon={<Download aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />}
      title={t('settings.data.title')}
      description={t('settings.data.description')}
    >
      {/* A plain download: the server names the file (Content-Disposition: attachment). */}
      <a href={EXPORT_PATH} download className={buttonClasses({ variant: 'outline' })}>
        <Download aria-hidden="true" className="size-4" />
        {t('settings.data.download')}
      </a>
    </Card>
  )
}

function DeleteCard() {
  const { t } = useTranslation('account')
  const [isOpen, setIsOpen] = useState(false)
  const [isDeleting, setIsDeleting] = useState(false)
  const [failed, setFailed] = useState(false)
  const descriptionId = useId()

  async function confirm() {
    setIsDeleting(true)
    setFailed(false)
    try {
      await deleteAccount()
      // As at sign-out, nothing personal stays in the browser's caches (DESIGN.md).
      clearApiCache()
      await clearPersonalCaches()
      // A full load of / so nothing of the signed-in page stays in memory; / says the account is gone.
      window.location.assign(pathWithNotice('/', 'account-deleted'))
    } catch {
      setFailed(true)
      setIsDeleting(false)
    }
  }

  return (
    <Card
      id="settings-delete"
      tone="danger"
      icon={<Trash2 aria-hidden="true" className="size-5 text-red-700 dark:text-red-300" />}
      title={t('settings.delete.title')}
      description={t('settings.delete.description')}
    >
      <Button variant="destructive" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        <Trash2 aria-hidden="true" className="size-4" />
        {t('settings.delete.button')}
      </Button>
      <Dialog open={isOpen} onOpenChange={(open) => !isDeleting && setIsOpen(open)}>
        <DialogContent size="sm" role="alertdialog" aria-describedby={descriptionId}>
          <DialogHeader>
            <DialogTitle>{t('settings.delete.confirmTitle')}</DialogTitle>
            <DialogDescription id={descriptionId}>{t('settings.delete.confirm')}</DialogDescription>
          </DialogHeader>
          {failed ? (
            <p role="alert" className="mx-6 flex items-start gap-2 text-sm font-medium text-red-700 dark:text-red-300">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('settings.delete.failed')}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsOpen(false)} disabled={isDeleting}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={isDeleting}>
              {isDeleting ? t('settings.delete.deleting') : t('settings.delete.confirmButton')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  )
}
