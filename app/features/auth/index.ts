export { startGoogleSignIn } from './google-sign-in.ts'
export { afterSignInPath, AUTH_PATH, DASHBOARD_PATH, RETURN_TO_PARAM, safeReturnPath, signInPath } from './return-to.ts'
export { readSessionUser, useSessionUser, type SessionUser } from './use-session-user.ts'
export { AuthCallbackScreen } from './auth-callback-screen.tsx'
