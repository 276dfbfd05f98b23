import { defineAppFeature } from '#app/lib/app-feature.ts'

/** Sign-in and sign-up, Google's return, and the password reset. */
export const authFeature = defineAppFeature({
  name: 'auth',
  pages: [
    { path: 'auth', file: 'routes/auth.tsx' },
    { path: 'auth/callback', file: 'routes/auth-callback.tsx' },
    { path: 'auth/reset-password', file: 'routes/auth-reset-password.tsx' },
  ],
})
