import { defineEndpoints, serverOnlySchemas } from '#core/api/endpoint.ts'

/**
 * Sign-in bodies are a few short strings (an id token from Google is the longest, about 2 kB): the
 * limit every better-auth endpoint takes, declared here or not (server/features/auth/routes.ts).
 */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024

/**
 * better-auth's endpoints the browser calls, mounted at /api/auth behind our wrapper
 * (server/features/auth/routes.ts). The wrapper checks each declared body with its schema before
 * better-auth sees it (request-checks.server.ts); the answers are better-auth's, which the browser
 * does not read but for the name after sign-in, and a failure comes back in our error shape with a
 * spec 000 §8 reason (app/features/auth/auth-api.ts).
 */
export const authEndpoints = defineEndpoints(
  {
    base: '/auth',
    loadSchemas: serverOnlySchemas<typeof import('./auth-forms.schema.ts')>,
    answer: 'empty',
    bodyLimit: AUTH_BODY_LIMIT_BYTES,
  },
  {
    signUpEmail: { method: 'POST', path: '/sign-up/email', schemas: (s) => ({ body: s.signUpRequestSchema }) },
    signInEmail: { method: 'POST', path: '/sign-in/email', schemas: (s) => ({ body: s.signInRequestSchema }) },
    signInSocial: { method: 'POST', path: '/sign-in/social' },
    googleCallback: { method: 'GET', path: '/callback/google' },
    sendPhoneCode: { method: 'POST', path: '/phone-number/send-otp', schemas: (s) => ({ body: s.phoneNumberRequestSchema }) },
    verifyPhoneCode: { method: 'POST', path: '/phone-number/verify', schemas: (s) => ({ body: s.phoneVerifyRequestSchema }) },
    signOut: { method: 'POST', path: '/sign-out' },
    requestPasswordReset: { method: 'POST', path: '/request-password-reset', schemas: (s) => ({ body: s.passwordResetRequestSchema }) },
    resetPassword: { method: 'POST', path: '/reset-password', schemas: (s) => ({ body: s.resetPasswordRequestSchema }) },
    changePassword: { method: 'POST', path: '/change-password', schemas: (s) => ({ body: s.changePasswordRequestSchema }) },
  },
)
