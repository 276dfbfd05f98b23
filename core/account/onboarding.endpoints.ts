import { defineEndpoints } from '#core/api/endpoint.ts'

/** The onboarding answers (server/features/onboarding/routes.ts): signed-in users only, each their own. */
export const onboardingEndpoints = defineEndpoints(
  { base: '/onboarding', loadSchemas: () => import('./onboarding.schema.ts') },
  {
    read: { method: 'GET', path: '/', schemas: (s) => ({ response: s.onboardingStateSchema }) },
    save: { method: 'PUT', path: '/', schemas: (s) => ({ body: s.onboardingSaveSchema, response: s.onboardingStateSchema }) },
  },
)
