/** The local-storage key of a guest's job view history: its own module, so a page can check for one without the code that moves it. */
export const GUEST_HISTORY_KEY = 'jobyatra:job-history'
