import { useTranslation } from '#app/i18n/react.tsx'
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY, CONSENT_VERSION } from '#core/analytics/consent.ts'
import { useClaimBottomPanel } from '#app/lib/bottom-panel.ts'
import { useNonce } from '#app/lib/nonce.tsx'
import { buttonClasses } from '#app/ui/button.tsx'

/** The banner's frame, shared with the interactive banner (consent-banner.tsx) so the swap moves nothing. */
export const CONSENT_BANNER_CLASS =
  'fixed inset-x-3 bottom-[calc(var(--bottom-nav-space)+0.75rem)] z-40 max-h-[70dvh] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-4 text-ink shadow-lg md:inset-x-auto md:right-6 md:bottom-6 md:w-[28rem] md:p-5'

/** Sent by the inline script when a choice was made before the interactive banner loaded. */
export const CONSENT_CHOSEN_EVENT = 'jobyatra:consent-chosen'
/** Sent by the inline script when Customise was pressed; the attribute keeps a press made before hydration. */
export const CONSENT_CUSTOMISE_EVENT = 'jobyatra:consent-customise'
export const CUSTOMISE_REQUESTED_ATTRIBUTE = 'data-customise-requested'

/**
 * The banner's buttons before any module has run: one listener on the document, inline in the HTML.
 * Accept all and Reject non-essential store the record and the cookie as consent-storage.ts does,
 * hide the banner and tell DeferredAnalytics; Customise marks the banner and asks DeferredAnalytics
 * for the interactive banner at its categories (at once, or when it has hydrated).
 */
const choiceScript = `document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[data-consent-choice]');if(!b)return;var c=b.getAttribute('data-consent-choice'),s=b.closest('section');if(c==='customise'){if(s)s.setAttribute(${JSON.stringify(CUSTOMISE_REQUESTED_ATTRIBUTE)},'');window.dispatchEvent(new Event(${JSON.stringify(CONSENT_CUSTOMISE_EVENT)}));return}var a=c==='all',f=a?'1':'0';try{localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)},JSON.stringify({consent:{analytics:a,marketing:a,functional:a,necessary:true},version:${JSON.stringify(CONSENT_VERSION)},timestamp:new Date().toISOString()}))}catch(x){}document.cookie=${JSON.stringify(`${CONSENT_COOKIE}=${CONSENT_VERSION}.a`)}+f+'m'+f+'f'+f+'; Path=/; Max-Age=31536000; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');if(s)s.hidden=true;window.dispatchEvent(new Event(${JSON.stringify(CONSENT_CHOSEN_EVENT)}))})`

/**
 * The consent banner as the server renders it when no choice is stored (decision 032): in the first
 * HTML, so it paints with the page instead of after the JavaScript (it was the LCP element on a
 * phone), and its two choices work before hydration through the inline script. Customise brings the
 * interactive banner (its categories), which otherwise loads on idle.
 */
export function ConsentBannerShell({ headingId }: { headingId: string }) {
  const { t } = useTranslation('shell')
  const nonce = useNonce()
  useClaimBottomPanel('consent')
  return (
    <section aria-labelledby={headingId} data-testid="consent-banner" className={CONSENT_BANNER_CLASS}>
      <h2 id={headingId} tabIndex={-1} className="text-base font-bold outline-none focus-visible:underline">
        {t('consent.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t('consent.description')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" data-consent-choice="all" className={buttonClasses({ size: 'sm' })}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" data-consent-choice="necessary" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
          {t('consent.rejectNonEssential')}
        </button>
        <button type="button" data-consent-choice="customise" className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
          {t('consent.customise')}
        </button>
      </div>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: choiceScript }} />
    </section>
  )
}
