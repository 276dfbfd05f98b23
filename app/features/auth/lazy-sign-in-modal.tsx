import { loadOnOpen } from '#app/ui/load-on-open.tsx'

/**
 * The sign-in modal loads on first use (decision 007): its forms, react-hook-form and the dialog stay
 * out of the initial JavaScript of the pages that offer it (the landing page's job results); a
 * failed load closes it and says so. `preloadSignInModal` starts the fetch on hover or focus.
 */
const signInModal = loadOnOpen(() => import('./components/sign-in-modal.tsx').then((module) => module.SignInModal))

export const SignInModal = signInModal.Component
export const preloadSignInModal = signInModal.preload
