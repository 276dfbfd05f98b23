import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link } from 'react-router'
import type { AdminAreaKey } from '#core/auth/roles.ts'
import { buttonClasses } from '#app/ui/button.tsx'
import { AdminPage } from './admin-page.tsx'
import { areaName } from './area-name.ts'

/** An admin area whose screen comes with a later issue: its name, behind the real gate. */
export function AreaPlaceholder({ areaKey, canOpenHome }: { areaKey: AdminAreaKey; canOpenHome: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <AdminPage heading={areaName(t, areaKey)} intro={t('placeholder.comingLater')} hasHomeLink={canOpenHome}>
      {canOpenHome ? (
        <Link to={href('/admin')} className={buttonClasses({ variant: 'outline' })}>
          {t('placeholder.backToAdmin')}
        </Link>
      ) : null}
    </AdminPage>
  )
}
