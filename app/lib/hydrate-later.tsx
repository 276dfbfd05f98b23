import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react'
import { TranslationProvider, useTranslation } from '#app/i18n/react.tsx'
import { createI18n, type I18n } from '#app/i18n/setup.ts'

function Nothing() {
  return null
}

/** Calls `onCommit` once the boundary it sits in has committed: hydrated, or rendered afresh. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}

/**
 * A part the server renders whole but the browser hydrates from a chunk of its own (decision 032):
 * the server has the component before any request (`await part.ready` at the call site's top level),
 * so its HTML is complete, as before; the browser fetches the chunk when hydration reaches the part's
 * boundary and leaves the server's HTML in place meanwhile, so the part is not in the page's initial
 * JavaScript. A chunk that cannot be fetched (offline, or a deploy replaced it) leaves the page
 * without the part, not broken.
 *
 * `preload` fetches the chunk without rendering: a route whose whole page hydrates later calls it in
 * its `clientLoader`, which React Router runs on navigations inside the app and not on the first
 * load, so a navigation shows the page whole instead of an empty boundary while its chunk arrives.
 */
export function hydrateLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; ready: Promise<void>; preload: () => Promise<void> } {
  let serverComponent: ComponentType<Props> | null = null
  const ready = import.meta.env.SSR
    ? load().then((component) => {
        serverComponent = component
      })
    : Promise.resolve()
  const Loaded = lazy(() =>
    load().then(
      (component): { default: ComponentType<Props> } => ({ default: component }),
      (): { default: ComponentType<Props> } => ({ default: Nothing }),
    ),
  )
  function HydratedLater(props: Props) {
    const { i18n } = useTranslation()
    const [firstRender, setFirstRender] = useState<{ props: Props; i18n: I18n } | null>(() => ({
      props,
      i18n: createI18n(i18n.language),
    }))
    const release = useCallback(() => setFirstRender(null), [])
    const Part = serverComponent ?? Loaded
    // The page's own instance while the language is the first render's, so that releasing changes nothing then.
    const translations = firstRender && firstRender.i18n.language !== i18n.language ? firstRender.i18n : i18n
    const partProps = firstRender?.props ?? props
    // The same element while nothing it shows changed: a parent that renders again before the part's
    // chunk has arrived then leaves its dehydrated boundary alone. A new element there is an update
    // React cannot apply to server HTML it has not hydrated, so it would throw that HTML away and
    // render the part afresh on the client once the chunk came (a long task, and the part blank meanwhile).
    return useMemo(
      () => (
        <TranslationProvider i18n={translations}>
          <Suspense fallback={null}>
            <Part {...partProps} />
            <Committed onCommit={release} />
          </Suspense>
        </TranslationProvider>
      ),
      [translations, Part, partProps, release],
    )
  }
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    )
  return { Component: HydratedLater, ready, preload }
}
