import { importGuestViews } from './api.ts'
import { readGuestViews, removeGuestViews, restoreGuestViews } from './guest-history.ts'

let moving: Promise<boolean> | null = null

/**
 * Sends the guest's views to the account and removes them here; true when any were moved. They are
 * taken out before sending, so two parts of a page (or two tabs) never send them twice; a failed send
 * puts them back for the next page.
 */
export function moveGuestHistory(): Promise<boolean> {
  moving ??= move().finally(() => {
    moving = null
  })
  return moving
}

async function move(): Promise<boolean> {
  const views = readGuestViews()
  removeGuestViews()
  if (views.length === 0) return false
  try {
    await importGuestViews(views)
  } catch (error) {
    restoreGuestViews(views)
    throw error
  }
  return true
}
