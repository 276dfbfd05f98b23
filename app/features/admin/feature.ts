import { defineAppFeature } from '#app/lib/app-feature.ts'

/**
 * The admin area's frame (its layout route) and
 * the screens of staff administration: the home, users and roles, the audit log, job sources, the e-mail logs and the system settings.
 */
export const adminFeature = defineAppFeature({
  name: 'admin',
  adminFrame: { layout: 'features/admin/routes/admin-layout.tsx' },
  adminScreens: [
    { area: 'home', file: 'features/admin/routes/admin-home.tsx' },
    { area: 'users', file: 'features/admin/routes/admin-users.tsx' },
    { area: 'auditLog', file: 'features/admin/routes/admin-audit-log.tsx' },
    { area: 'jobSources', file: 'features/admin/routes/admin-sources.tsx' },
    { area: 'emailLogs', file: 'features/admin/routes/admin-email-logs.tsx' },
    { area: 'systemSettings', file: 'features/admin/routes/admin-system-settings.tsx' },
  ],
})
