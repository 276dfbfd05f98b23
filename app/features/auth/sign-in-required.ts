/**
 * The pages of spec 000 §2 that need sign-in, and /favorites (spec 000 §6: saving and favorites need
 * sign-in); their loaders call gatePage. A signed-out tap on a link to one opens the sign-in modal
 * instead of leaving for /auth (spec 000 §4 "Protected navigation"). app/routes/page-gates.test.ts
 * checks this list against what every route's loader does.
 */
const SIGN_IN_REQUIRED = [
  /^\/dashboard$/u,
  /^\/favorites$/u,
  /^\/settings(\/notifications)?$/u,
  /^\/career-intelligence$/u,
  /^\/mock-interview(\/[^/]+)?$/u,
  /^\/jobs\/[^/]+\/apply$/u,
  // Spec 000 §4: premium only, so signed in first (then /pricing without premium).
  /^\/premium-templates$/u,
]

export function isSignInRequired(to: string): boolean {
  const { pathname } = new URL(to, 'http://jobyatra.invalid')
  return SIGN_IN_REQUIRED.some((pattern) => pattern.test(pathname))
}
