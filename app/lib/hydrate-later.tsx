import { lazy, Suspense, type ComponentType } from 'react'

function Nothing() {
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
    const Part = serverComponent ?? Loaded
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    )
  return { Component: HydratedLater, ready, preload }
}
