import { describe, expect, it } from 'vitest'
import { statusMessage } from './status-messages.server.ts'

describe('statusMessage', () => {
  it.each([
    [400, 'Please check your input and try again.'],
    [401, 'Please sign in to continue.'],
    [403, "You don't have permission to access this resource."],
    [404, 'The requested resource was not found.'],
    [408, 'Request timed out. Please check your connection and try again.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'Server error. Our team has been notified.'],
    [502, 'Service temporarily unavailable. Please try again later.'],
    [503, 'Service temporarily unavailable. Please try again later.'],
    [504, 'Request timed out. Please try again.'],
    [418, 'Something went wrong. Please try again.'],
    [501, 'Something went wrong. Please try again.'],
    [0, 'Something went wrong. Please try again.'],
  ])('maps %i to the spec message', (status, message) => {
    expect(statusMessage(status)).toBe(message)
  })
})
