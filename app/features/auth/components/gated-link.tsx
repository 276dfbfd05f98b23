import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { preloadSignInModal, SignInModal } from '#app/features/auth/lazy-sign-in-modal.tsx'
import { signInPath } from '#app/features/auth/return-to.ts'
import { isSignInRequired } from '#app/features/auth/sign-in-required.ts'
import { useSessionUser } from '#app/features/auth/use-session-user.ts'

/** How long after the modal closes a sign-in still counts as "for this link" (the session refresh is async). */
const SIGNED_IN_AFTER_CLOSE_MS = 5000

/**
 * A link that may lead to a sign-in-only page. Signed in, or to a public page, it is a plain link.
 * Signed out, a tap on it opens the sign-in modal ('Sign in to access {label}', spec 000 §2) and,
 * once signed in there, goes on to the page; without JavaScript, or opened in a new tab, it is the
 * /auth link that comes back to the page after sign-in.
 */
export function GatedLink({
  to,
  label,
  className,
  children,
  requiresSignIn = isSignInRequired(to),
  ariaCurrent,
}: {
  to: string
  label: string
  className?: string
  children: ReactNode
  /** For a link the product gates although its page is public (the bottom navigation's Resume and Favorites, spec 000 §2). */
  requiresSignIn?: boolean
  ariaCurrent?: 'page'
}) {
  const { isSignedIn } = useSessionUser()
  const navigate = useNavigate()
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const awaitingSince = useRef<number | null>(null)

  useEffect(() => {
    const since = awaitingSince.current
    if (!isSignedIn || since === null) return
    awaitingSince.current = null
    if (Date.now() - since <= SIGNED_IN_AFTER_CLOSE_MS) void navigate(to)
  }, [isSignedIn, navigate, to])

  if (isSignedIn || !requiresSignIn) {
    return (
      <Link to={to} className={className} aria-current={ariaCurrent}>
        {children}
      </Link>
    )
  }
  return (
    <>
      <Link
        to={signInPath(to)}
        className={className}
        onPointerEnter={preloadSignInModal}
        onFocus={preloadSignInModal}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
          event.preventDefault()
          setHasOpened(true)
          setIsOpen(true)
        }}
      >
        {children}
      </Link>
      {hasOpened ? (
        <SignInModal
          open={isOpen}
          onOpenChange={(open) => {
            setIsOpen(open)
            // A sign-in in the modal closes it before the session reaches this page: wait for it briefly.
            awaitingSince.current = open ? null : Date.now()
          }}
          variant={{ kind: 'navigation', label }}
        />
      ) : null}
    </>
  )
}
