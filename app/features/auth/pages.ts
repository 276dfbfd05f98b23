/**
 * The accounts pages, for their route modules only. Not in index.ts: the root imports the feature's
 * small parts (user menu, session notice, the modal's loader) from there, and a re-export of the pages
 * would put their forms into the JavaScript of every page (decision 017).
 */
export { AuthPage } from './components/auth-page.tsx'
export { ResetPasswordPage } from './components/reset-password-page.tsx'
export { AuthCallbackScreen } from './auth-callback-screen.tsx'
