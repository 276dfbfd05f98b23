/**
 * Job view history and saved searches in the browser (decision 055): other features and routes reach
 * them only through this file. The listing pages carry only the view recorder, the guest-history check
 * and the Save search button; the rest loads on use or lives on /dashboard (pages.ts).
 */
export { recordJobView } from './record-view.ts'
export { useMoveGuestHistory } from './use-move-guest-history.ts'
export { SaveSearchButton } from './components/save-search-button.tsx'
