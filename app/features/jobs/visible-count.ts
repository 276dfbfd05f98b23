/** Spec 000 §9, spec 001 §9: eight results show first. */
export const INITIAL_VISIBLE_JOBS = 8

/** How many cards are on screen: the first `initialVisible` until Show More Jobs reveals the rest. */
export function getVisibleCount(total: number, initialVisible: number, isShowingAll: boolean): number {
  if (isShowingAll) return total
  return Math.min(total, Math.max(0, initialVisible))
}

/** Cards still hidden behind Show More Jobs; the button shows only while this is above 0. */
export function countHiddenJobs(total: number, initialVisible: number, isShowingAll: boolean): number {
  return total - getVisibleCount(total, initialVisible, isShowingAll)
}
