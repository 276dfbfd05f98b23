import { describe, expect, it } from 'vitest'
import {
  applicationLimitMessage,
  emptyJobTitleMessage,
  noJobsFoundMessage,
  searchFailedMessage,
  signInRequiredMessage,
} from './product-messages.ts'

describe('product messages', () => {
  it('copies spec 001 §8 verbatim', () => {
    expect(searchFailedMessage.title).toBe('Having Trouble Connecting')
    expect(searchFailedMessage.description).toBe('Check your internet connection, then try searching again')
    expect(Object.values(searchFailedMessage.actions)).toEqual(['Try Again', 'Browse Offline Jobs', 'Contact Support'])
    expect(searchFailedMessage.toastTitle).toBe('Search Temporarily Unavailable')
    expect(noJobsFoundMessage.title).toBe("Let's Expand Your Search")
    expect(noJobsFoundMessage.tips).toHaveLength(3)
    expect(noJobsFoundMessage.toastTitle).toBe('No Matches Yet')
    expect(emptyJobTitleMessage).toBe('What job are you looking for?')
    expect(signInRequiredMessage).toBe('Sign In to Apply')
    expect(applicationLimitMessage).toEqual({
      title: 'Daily Application Limit Reached',
      description: "You've used all 5 free applications today. Upgrade for unlimited access",
    })
  })
})
