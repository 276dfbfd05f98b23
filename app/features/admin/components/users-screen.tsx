import { useId, useState, type FormEvent } from 'react'
import { Search } from 'lucide-react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, useRevalidator } from 'react-router'
import type { AdminUser } from '#core/admin/admin.schema.ts'
import { USER_SEARCH_LIMIT } from '#core/admin/limits.ts'
import { canChangeRole, grantableRoles, isStaffRole, type StaffRole } from '#core/auth/roles.ts'
import { adminEndpoints } from '#core/admin/admin.endpoints.ts'
import { renderError } from '#app/i18n/render.ts'
import { toApiError, type ApiErrorBody } from '#app/lib/api-client.ts'
import { callApi } from '#app/lib/call-api.ts'
import { Badge } from '#app/ui/badge.tsx'
import { Button } from '#app/ui/button.tsx'
import { Input } from '#app/ui/input.tsx'
import { FieldMessage, Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'
import { AdminPage } from './admin-page.tsx'
import { AccountBadges, AccountDetails, DisableAccountForm, PremiumGrantForm } from './account-controls.tsx'

const NO_ROLE = 'none'

export interface UsersScreenProps {
  viewer: { userId: string; role: StaffRole }
  /** The e-mail text searched for, or null before a search. */
  query: string | null
  users: AdminUser[]
}

/**
 * /admin/users: find users by e-mail, see their staff role and change it, disable or enable their
 * account and give premium for a while, each with a reason, through the admin API (decision 071).
 */
export function UsersScreen({ viewer, query, users }: UsersScreenProps) {
  const { t } = useTranslation('admin')
  const hintId = useId()
  return (
    <AdminPage heading={t('users.heading')} intro={t('users.intro')}>
      <Form method="get" role="search" className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor="admin-user-email">{t('users.searchLabel')}</Label>
          <Input
            id="admin-user-email"
            name="email"
            type="search"
            inputMode="email"
            autoComplete="off"
            required
            minLength={3}
            maxLength={254}
            defaultValue={query ?? ''}
            placeholder={t('users.searchPlaceholder')}
            aria-describedby={hintId}
            className="mt-1.5"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('users.search')}
        </Button>
      </Form>
      <FieldMessage id={hintId} tone="info">
        {t('users.searchHint')}
      </FieldMessage>
      {query === null ? null : <SearchResults viewer={viewer} query={query} users={users} />}
    </AdminPage>
  )
}

function SearchResults({ viewer, query, users }: { viewer: UsersScreenProps['viewer']; query: string; users: AdminUser[] }) {
  const { t } = useTranslation('admin')
  if (users.length === 0) return <p className="mt-8 text-base text-ink-muted">{t('users.noResults', { email: query })}</p>
  return (
    <>
      <p className="mt-8 text-sm font-semibold text-ink-muted" role="status">
        {users.length >= USER_SEARCH_LIMIT
          ? t('users.resultsFirst', { count: USER_SEARCH_LIMIT })
          : t('users.resultsCount', { count: users.length })}
      </p>
      <ul className="mt-3 flex flex-col gap-3" data-testid="admin-user-results">
        {users.map((user) => (
          <li key={user.user_id}>
            <UserCard viewer={viewer} user={user} />
          </li>
        ))}
      </ul>
    </>
  )
}

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; changed: boolean; role: StaffRole | null }
  | { kind: 'failed'; error: ApiErrorBody }

function UserCard({ viewer, user }: { viewer: UsersScreenProps['viewer']; user: AdminUser }) {
  const { t } = useTranslation('admin')
  const revalidator = useRevalidator()
  const selectId = useId()
  const statusId = useId()
  const [state, setState] = useState<SaveState>({ kind: 'idle' })
  const isSelf = user.user_id === viewer.userId
  const isLocked = !isSelf && !canChangeRole(viewer.role, user.role, null)
  const choices = grantableRoles(viewer.role)
  const options: StaffRole[] = user.role && !choices.includes(user.role) ? [user.role, ...choices] : choices

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const picked = new FormData(event.currentTarget).get('role')
    const role = isStaffRole(picked) ? picked : null
    setState({ kind: 'saving' })
    try {
      const result = await callApi(adminEndpoints.setRole, { params: { userId: user.user_id }, body: { role } })
      setState({ kind: 'saved', changed: result.changed, role: result.data.role })
      await revalidator.revalidate()
    } catch (error) {
      setState({ kind: 'failed', error: toApiError(error).body })
    }
  }

  return (
    <article className="rounded-xl border border-line bg-surface-raised p-4 lg:flex lg:items-start lg:justify-between lg:gap-6">
      <div className="min-w-0">
        <p className="font-semibold break-all text-ink">{user.email}</p>
        <p className="text-sm text-ink-muted">{user.name}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge tone={user.role ? 'brand' : 'neutral'}>{t(`roles.${user.role ?? NO_ROLE}`)}</Badge>
          <Badge tone={user.email_verified ? 'success' : 'neutral'}>
            {user.email_verified ? t('users.verified') : t('users.unverified')}
          </Badge>
          <AccountBadges user={user} />
        </div>
        <AccountDetails user={user} />
      </div>
      <form onSubmit={(event) => void save(event)} className="mt-4 flex flex-col gap-2 lg:mt-0 lg:w-64">
        <Label htmlFor={selectId}>{t('users.roleLabel', { email: user.email })}</Label>
        <Select
          id={selectId}
          name="role"
          defaultValue={user.role ?? NO_ROLE}
          disabled={isSelf || isLocked || state.kind === 'saving'}
          aria-describedby={statusId}
        >
          <option value={NO_ROLE}>{t(`roles.${NO_ROLE}`)}</option>
          {options.map((role) => (
            <option key={role} value={role} disabled={!choices.includes(role)}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary" disabled={isSelf || isLocked || state.kind === 'saving'}>
          {state.kind === 'saving' ? t('users.saving') : t('users.save')}
        </Button>
        <div id={statusId} aria-live="polite" className="text-sm">
          <CardStatus isSelf={isSelf} isLocked={isLocked} email={user.email} state={state} />
        </div>
      </form>
      <div className="mt-4 flex flex-col gap-4 border-t border-line pt-4 lg:mt-0 lg:w-64 lg:border-t-0 lg:pt-0">
        <DisableAccountForm viewer={viewer} user={user} />
        <PremiumGrantForm user={user} />
      </div>
    </article>
  )
}

function CardStatus({ isSelf, isLocked, email, state }: { isSelf: boolean; isLocked: boolean; email: string; state: SaveState }) {
  const { t } = useTranslation('admin')
  if (isSelf) return <p className="text-ink-muted">{t('users.you')}</p>
  if (isLocked) return <p className="text-ink-muted">{t('users.notYours')}</p>
  if (state.kind === 'saved') {
    const text = state.changed ? t('users.saved', { email, role: t(`roles.${state.role ?? NO_ROLE}`) }) : t('users.unchanged', { email })
    return <p className="font-medium text-green-800 dark:text-green-300">{text}</p>
  }
  if (state.kind === 'failed') {
    return <p className="font-medium text-red-700 dark:text-red-300">{t('users.failed', { reason: failureText(t, state.error) })}</p>
  }
  return null
}

/** Why the change failed: the refusal's own reason (own role, last super admin …) by code and reason, else the screen's words for the code. */
function failureText(t: ReturnType<typeof useTranslation<'admin'>>['t'], error: ApiErrorBody): string {
  if (error.reason !== undefined) return renderError(t, error)
  return t(`users.reasons.${failureReason(error)}`)
}

function failureReason(error: ApiErrorBody): 'notAllowed' | 'notFound' | 'signedOut' | 'other' {
  switch (error.code) {
    case 'PERMISSION_DENIED':
    case 'INSUFFICIENT_PRIVILEGES':
      return 'notAllowed'
    case 'NOT_FOUND':
      return 'notFound'
    case 'AUTH_REQUIRED':
    case 'AUTH_SESSION_EXPIRED':
      return 'signedOut'
    default:
      return 'other'
  }
}
