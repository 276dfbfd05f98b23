import { defineAppFeature } from '#app/lib/app-feature.ts'

/**
 * WhatsApp and job alerts (issue 24, decision 068): /settings/notifications, where the header's
 * WhatsApp button leads, and the WhatsApp admin screens.
 */
export const whatsappFeature = defineAppFeature({
  name: 'whatsapp',
  pages: [{ path: 'settings/notifications', file: 'routes/settings-notifications.tsx' }],
  adminScreens: [
    { area: 'whatsappConfig', file: 'features/whatsapp/routes/admin-whatsapp-config.tsx' },
    { area: 'whatsappUsers', file: 'features/whatsapp/routes/admin-whatsapp-users.tsx' },
    { area: 'whatsappBroadcasts', file: 'features/whatsapp/routes/admin-whatsapp-broadcasts.tsx' },
    { area: 'whatsappMonitor', file: 'features/whatsapp/routes/admin-whatsapp-monitor.tsx' },
    { area: 'whatsappDataRequests', file: 'features/whatsapp/routes/admin-whatsapp-data-requests.tsx' },
  ],
})
