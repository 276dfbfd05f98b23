/**
 * The browser's install offer (`beforeinstallprompt`), kept from the moment it fires: the listener
 * is added as the app starts (start.ts), before anything else of the prompt loads, so the event is
 * never missed. The prompt (install-prompt.tsx) reads it through useSyncExternalStore.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface InstallOffer {
  event: BeforeInstallPromptEvent
  /** When it became available (ms since the epoch): the prompt shows 5 s later. */
  availableAt: number
}

let offer: InstallOffer | null = null
const listeners = new Set<() => void>()

function setOffer(next: InstallOffer | null): void {
  offer = next
  for (const listener of listeners) listener()
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event
}

export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return
    // Instead of the browser's own bar, the app's prompt shows 5 s later.
    event.preventDefault()
    setOffer({ event, availableAt: Date.now() })
  })
  window.addEventListener('appinstalled', () => setOffer(null))
}

export function readInstallOffer(): InstallOffer | null {
  return offer
}

/** The event can prompt once: after that (or a dismissal) the offer is spent. */
export function spendInstallOffer(): void {
  setOffer(null)
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
