/**
 * The pages of spec 000 §2 that need sign-in (their loaders call requireSignedIn): a signed-out tap on
 * a link to one opens the sign-in modal instead of leaving for /auth (spec 000 §4 "Protected navigation").
 */
const SIGN_IN_REQUIRED = [
  /^\/dashboard$/u,
  /^\/settings(\/notifications)?$/u,
  /^\/career-intelligence$/u,
  /^\/mock-interview(\/[^/]+)?$/u,
  /^\/jobs\/[^/]+\/apply$/u,
]

export function isSignInRequired(to: string): boolean {
  const { pathname } = new URL(to, 'http://jobyatra.invalid')
  return SIGN_IN_REQUIRED.some((pattern) => pattern.test(pathname))
}
