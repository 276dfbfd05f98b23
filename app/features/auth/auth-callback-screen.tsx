import { CircleAlert } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { href, Link, useNavigate } from 'react-router'
import { endpointUrl } from '#core/api/endpoint.ts'
import { authEndpoints } from '#core/auth/auth.endpoints.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { CALLBACK_FAILURE_REDIRECT_MS, knownCallbackError, readCallback, type CallbackResult } from './auth-callback.ts'
import { afterSignInPath, AUTH_PATH } from './return-to.ts'
import { showToast } from '#app/ui/toast.tsx'

/**
 * /auth/callback (spec 000 §2, §4, §8): 'Signing you in…' while the code, or the tokens in the
 * fragment, become a session; then the destination, replacing this entry in the history. On failure
 * 'Sign-in failed' with the reason, and /auth after 1.5 s.
 */
export function AuthCallbackScreen() {
  const { t } = useTranslation('oauth')
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  const hasStarted = useRef(false)

  useEffect(() => {
    // Once per page load: a second run (React's strict mode) would post the same tokens again.
    if (hasStarted.current) return
    hasStarted.current = true
    const fail = (message: string) => {
      // The toast goes with the reader to /auth; the alert below says it for the 1.5 s before.
      showToast({ title: t('callback.failedTitle'), description: message, tone: 'destructive' })
      setFailure(message)
      window.setTimeout(() => void navigate(AUTH_PATH, { replace: true }), CALLBACK_FAILURE_REDIRECT_MS)
    }
    const result = readCallback(new URL(window.location.href))
    switch (result.kind) {
      case 'code':
        // better-auth's callback checks the state cookie, exchanges the code and answers with a
        // redirect to the destination (or back here with ?error=…); replace() keeps the code out of
        // the history.
        window.location.replace(result.exchangeUrl)
        return
      case 'id-token': {
        // The tokens leave the address bar (and the history) before anything else happens.
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
        const destination = afterSignInPath(new URLSearchParams(window.location.search))
        void signInWithIdToken(result).then((isSignedIn) => {
          if (isSignedIn) window.location.replace(destination)
          else fail(t('callback.failedFallback'))
        })
        return
      }
      case 'error': {
        const known = knownCallbackError(result.code)
        fail(known ? t(`errors.${known}`) : (result.description ?? t('callback.failedFallback')))
        return
      }
      case 'none':
        fail(t('callback.noData'))
    }
  }, [navigate, t])

  if (failure !== null) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center" role="alert">
        <CircleAlert aria-hidden="true" className="size-10 text-red-700 dark:text-red-400" />
        <h1 className="mt-4 text-2xl font-bold text-ink">{t('callback.failedTitle')}</h1>
        <p className="mt-3 text-base text-ink-muted">{failure}</p>
        <p className="mt-6 text-sm text-ink-muted">{t('callback.returning')}</p>
        <Link
          to={href('/auth')}
          replace
          className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
        >
          {t('callback.backToSignIn')}
        </Link>
      </section>
    )
  }
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center" aria-busy="true">
      <Spinner className="size-10 text-brand-700 dark:text-brand-200" />
      <h1 className="mt-4 text-xl font-semibold text-ink" role="status">
        {t('callback.signingIn')}
      </h1>
    </section>
  )
}

/** The fragment's id_token, checked by the server against Google's keys (issuer, audience, expiry) before it makes a session. */
async function signInWithIdToken(result: Extract<CallbackResult, { kind: 'id-token' }>): Promise<boolean> {
  try {
    const response = await fetch(endpointUrl(authEndpoints.signInSocial), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        provider: 'google',
        idToken: { token: result.idToken, ...(result.accessToken ? { accessToken: result.accessToken } : {}) },
      }),
    })
    return response.ok
  } catch {
    return false
  }
}
