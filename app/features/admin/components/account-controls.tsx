import { useId, useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { adminEndpoints } from '#core/admin/admin.endpoints.ts'
import type { AdminUser } from '#core/admin/admin.schema.ts'
import { PREMIUM_GRANT_DAY_CHOICES, STAFF_REASON_MAX } from '#core/admin/limits.ts'
import { canDisableAccount, type StaffRole } from '#core/auth/roles.ts'
import { formatIndiaDateTime } from '#core/format/date-time.ts'
import { renderError } from '#app/i18n/render.ts'
import { toApiError, type ApiErrorBody } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'

const DAY_MS = 24 * 60 * 60 * 1000
const CUSTOM_DATE = 'date'

type Outcome = { kind: 'idle' } | { kind: 'saving' } | { kind: 'done'; text: string } | { kind: 'failed'; error: ApiErrorBody }

/** The account's state as staff see it in the list: disabled, premium staff gave and until when. */
export function AccountBadges({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('admin')
  return (
    <>
      {user.disabled ? <Badge tone="danger">{t('users.account.disabledBadge')}</Badge> : null}
      {user.premium_grant ? (
        <Badge tone="accent">
          {t('users.account.premiumBadge', { date: formatIndiaDateTime(user.premium_grant.until, i18n.language) })}
        </Badge>
      ) : null}
    </>
  )
}

/** The details behind the badges: why the account is disabled, who gave premium and why. */
export function AccountDetails({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('admin')
  if (!user.disabled && !user.premium_grant) return null
  return (
    <dl className="mt-2 space-y-1 text-sm text-ink-muted">
      {user.disabled ? (
        <div>
          <dt className="inline font-medium text-ink">
            {t('users.account.disabledSince', { date: formatIndiaDateTime(user.disabled.at, i18n.language) })}
          </dt>{' '}
          <dd className="inline break-words">{user.disabled.reason}</dd>
        </div>
      ) : null}
      {user.premium_grant ? (
        <div>
          <dt className="inline font-medium text-ink">{t('users.account.grantedBy', { email: user.premium_grant.granted_by })}</dt>{' '}
          <dd className="inline break-words">{user.premium_grant.reason}</dd>
        </div>
      ) : null}
    </dl>
  )
}

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('admin')
  if (outcome.kind === 'done') return <p className="font-medium text-green-800 dark:text-green-300">{outcome.text}</p>
  if (outcome.kind === 'failed') return <p className="font-medium text-red-700 dark:text-red-300">{renderError(t, outcome.error)}</p>
  return null
}

function useAccountChange() {
  const revalidator = useRevalidator()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  async function run(send: () => Promise<{ changed: boolean }>, texts: { changed: string; unchanged: string }) {
    setOutcome({ kind: 'saving' })
    try {
      const result = await send()
      setOutcome({ kind: 'done', text: result.changed ? texts.changed : texts.unchanged })
      await revalidator.revalidate()
    } catch (error) {
      setOutcome({ kind: 'failed', error: toApiError(error).body })
    }
  }
  return { outcome, run }
}

/** Disable or enable the account, with a reason (the server checks who may, decision 071). */
export function DisableAccountForm({ viewer, user }: { viewer: { userId: string; role: StaffRole }; user: AdminUser }) {
  const { t } = useTranslation('admin')
  const reasonId = useId()
  const { outcome, run } = useAccountChange()
  const isSelf = viewer.userId === user.user_id
  const isAllowed = !isSelf && canDisableAccount(viewer.role, user.role)
  const willDisable = user.disabled === null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '')
    void run(() => callApi(adminEndpoints.setDisabled, { params: { userId: user.user_id }, body: { disabled: willDisable, reason } }), {
      changed: willDisable ? t('users.account.disabledDone', { email: user.email }) : t('users.account.enabledDone', { email: user.email }),
      unchanged: t('users.account.unchanged', { email: user.email }),
    })
  }

  if (!isAllowed) return <p className="text-sm text-ink-muted">{isSelf ? t('users.account.notSelf') : t('users.account.notYours')}</p>
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2"
      aria-label={willDisable ? t('users.account.disable') : t('users.account.enable')}
    >
      <Label htmlFor={reasonId}>{willDisable ? t('users.account.disableReason') : t('users.account.enableReason')}</Label>
      <Input id={reasonId} name="reason" required minLength={3} maxLength={STAFF_REASON_MAX} autoComplete="off" />
      <Button type="submit" variant={willDisable ? 'destructive' : 'secondary'} disabled={outcome.kind === 'saving'}>
        {willDisable ? t('users.account.disable') : t('users.account.enable')}
      </Button>
      <div aria-live="polite" className="text-sm">
        <OutcomeLine outcome={outcome} />
      </div>
    </form>
  )
}

/** Give premium for 7, 30 or 90 days or until a date, or take a grant away, with a reason. */
export function PremiumGrantForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin')
  const lengthId = useId()
  const dateId = useId()
  const reasonId = useId()
  const [length, setLength] = useState<string>(String(PREMIUM_GRANT_DAY_CHOICES[1]))
  const { outcome, run } = useAccountChange()

  function endOf(form: FormData): string {
    if (length !== CUSTOM_DATE) return new Date(Date.now() + Number(length) * DAY_MS).toISOString()
    // The end of the chosen India day: 23:59:59 IST is 18:29:59 UTC.
    return new Date(`${String(form.get('until') ?? '')}T18:29:59.000Z`).toISOString()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const reason = String(form.get('reason') ?? '')
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null
    const isRevoke = submitter?.getAttribute('value') === 'revoke'
    void run(
      () =>
        callApi(adminEndpoints.setPremiumGrant, {
          params: { userId: user.user_id },
          body: { until: isRevoke ? null : endOf(form), reason },
        }),
      {
        changed: isRevoke ? t('users.premium.revokedDone', { email: user.email }) : t('users.premium.grantedDone', { email: user.email }),
        unchanged: t('users.premium.unchanged', { email: user.email }),
      },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={t('users.premium.heading')}>
      <Label htmlFor={lengthId}>{t('users.premium.length')}</Label>
      <Select id={lengthId} value={length} onChange={(event) => setLength(event.currentTarget.value)}>
        {PREMIUM_GRANT_DAY_CHOICES.map((days) => (
          <option key={days} value={String(days)}>
            {t('users.premium.days', { count: days })}
          </option>
        ))}
        <option value={CUSTOM_DATE}>{t('users.premium.untilDate')}</option>
      </Select>
      {length === CUSTOM_DATE ? (
        <>
          <Label htmlFor={dateId}>{t('users.premium.date')}</Label>
          <Input id={dateId} name="until" type="date" required />
        </>
      ) : null}
      <Label htmlFor={reasonId}>{t('users.premium.reason')}</Label>
      <Input id={reasonId} name="reason" required minLength={3} maxLength={STAFF_REASON_MAX} autoComplete="off" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" value="grant" variant="secondary" disabled={outcome.kind === 'saving'}>
          {t('users.premium.grant')}
        </Button>
        {user.premium_grant ? (
          <Button type="submit" value="revoke" variant="outline" disabled={outcome.kind === 'saving'}>
            {t('users.premium.revoke')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" className="text-sm">
        <OutcomeLine outcome={outcome} />
      </div>
    </form>
  )
}
