/** Local storage key remembering that the reader said "Not now" to the install prompt. */
export const INSTALL_PROMPT_DISMISSED_KEY = 'jy_install_prompt_dismissed'

export function isInstallPromptDismissed(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY) !== null
  } catch {
    return false
  }
}

export function rememberInstallPromptDismissed(): void {
  try {
    window.localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, new Date().toISOString())
  } catch {
    // Storage blocked: the prompt may come back next time.
  }
}
