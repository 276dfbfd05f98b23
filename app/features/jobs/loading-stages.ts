/**
 * Staged loading feedback of spec 001 §9 "Loading": each stage's message shows for its own
 * duration and the progress bar rises towards 95% (updated every 50 ms), never reaching 100% on
 * its own; it completes only by the results arriving.
 */
export const SEARCH_LOADING_STAGES_MS = [1000, 1500, 1000, 500] as const
export const LOADING_PROGRESS_CAP = 95
export const LOADING_TICK_MS = 50

export type LoadingState = { stageIndex: number; progress: number }

export function getLoadingState(elapsedMs: number, stagesMs: readonly number[] = SEARCH_LOADING_STAGES_MS): LoadingState {
  const elapsed = Math.max(0, elapsedMs)
  const total = stagesMs.reduce((sum, duration) => sum + duration, 0)
  let stageIndex = stagesMs.length - 1
  let stageEnd = 0
  for (const [index, duration] of stagesMs.entries()) {
    stageEnd += duration
    if (elapsed < stageEnd) {
      stageIndex = index
      break
    }
  }
  const progress = total === 0 ? LOADING_PROGRESS_CAP : Math.min(LOADING_PROGRESS_CAP, (elapsed / total) * 100)
  return { stageIndex: Math.max(0, stageIndex), progress }
}
