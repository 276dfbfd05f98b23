/**
 * Product messages of spec 001 §8 "Product messages", verbatim where the spec quotes them. Where the
 * spec only describes a text (the no-jobs tips), the wording is ours and says what the spec lists.
 */
import { JOB_TITLE_REQUIRED_MESSAGE } from '#core/jobs/validation.ts'

export const searchFailedMessage = {
  title: 'Having Trouble Connecting',
  description: 'Check your internet connection, then try searching again',
  actions: {
    tryAgain: 'Try Again',
    browseOffline: 'Browse Offline Jobs',
    contactSupport: 'Contact Support',
  },
  toastTitle: 'Search Temporarily Unavailable',
} as const

export const noJobsFoundMessage = {
  title: "Let's Expand Your Search",
  tips: ['Try a broader job title', 'Include nearby cities or Remote', 'Check similar roles'],
  toastTitle: 'No Matches Yet',
} as const

export const emptyJobTitleMessage = JOB_TITLE_REQUIRED_MESSAGE

/** Spec 001 §5 "Job search": the title-search variant of the empty-title message. */
export const addJobTitleMessage = 'Add a Job Title'

export const signInRequiredMessage = 'Sign In to Apply'

export const applicationLimitMessage = {
  title: 'Daily Application Limit Reached',
  description: "You've used all 5 free applications today. Upgrade for unlimited access",
} as const
