import { defineAppFeature } from '#app/lib/app-feature.ts'

/**
 * Settings (profile, sessions, export, deletion; the profile change queues offline) and the signed-in
 * pages whose features come later, shown as coming soon until a feature takes its page over.
 */
export const accountFeature = defineAppFeature({
  name: 'account',
  pages: [
    { path: 'settings', file: 'routes/settings.tsx' },
    { path: 'career/salary', file: 'routes/career-salary.tsx' },
  ],
  recordKinds: [() => import('./offline/profile-update.ts').then((module) => module.profileUpdateKind)],
})
