import type { RequestContext } from '#app/lib/request-context.server.ts'
import { cities, indianStateNames } from '#server/lib/place-names.ts'
import { openGatedPage } from '#app/features/account/index.server.ts'
import type { OnboardingPlaces } from './onboarding-wizard.tsx'

/** The location step's choices: India's states and its cities (server/lib/place-names.ts, decision 010). */
const indianPlaces: OnboardingPlaces = {
  states: [...indianStateNames].sort((a, b) => a.localeCompare(b, 'en')),
  cities: cities.flatMap((city) => (city.country === 'IN' && city.state ? [{ name: city.name, state: city.state }] : [])),
}

/** A name to greet with: the profile's first name, else the first word of the account name, never a phone number. */
function greetingName(viewer: { firstName: string | null; name: string }): string | null {
  if (viewer.firstName) return viewer.firstName
  const first = viewer.name.trim().split(/\s+/)[0] ?? ''
  return first === '' || /^\+?\d/.test(first) ? null : first
}

/**
 * /dashboard: the gate, then onboarding until it is complete (spec 000 §2), with what it needs; once it
 * is complete, what `loadWorkspace` (the route's composition of the other features) loads for the person.
 */
export async function loadDashboard<Workspace>(
  request: Request,
  context: RequestContext,
  loadWorkspace: (userId: string) => Promise<Workspace>,
) {
  const { viewer, titleFor } = await openGatedPage(request, context)
  const onboarding = await context.services.onboarding.readState(viewer.userId)
  return {
    title: titleFor('meta.dashboard'),
    name: greetingName(viewer),
    onboarding,
    places: indianPlaces,
    workspace: onboarding.completedAt === null ? null : await loadWorkspace(viewer.userId),
  }
}
