/** What the app's route modules use of the WhatsApp feature: the notification settings of /settings/notifications. */
export { NotificationSettings } from './components/notification-settings.tsx'
