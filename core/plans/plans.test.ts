import { describe, expect, it } from 'vitest'
import {
  canUseFeature,
  dailyLimitOf,
  isPremiumSubscription,
  limitReachedCode,
  PLAN_FEATURES,
  PREMIUM_PLAN,
  USAGE_FEATURES,
  USAGE_RULES,
} from './plans.ts'

describe('the plans-and-limits table', () => {
  it('holds spec 000 §6, §9 and 001 §6, §9 daily limits: chat 3 / 10, applications 5, WhatsApp 3, 1, jobs 1 or 5', () => {
    expect(Object.fromEntries(USAGE_FEATURES.map((feature) => [feature, USAGE_RULES[feature].limits]))).toEqual({
      chatbot_messages: { guest: 3, free: 10, premium: null },
      job_applications: { guest: 0, free: 5, premium: null },
      whatsapp_applications: { guest: 0, free: 3, premium: null },
      whatsapp_notifications: { guest: 0, free: 1, premium: null },
      whatsapp_jobs: { guest: 0, free: 1, premium: 5 },
    })
  })

  it('refuses with the feature’s code: the daily application limit, the guest chat limit, sign-in for a guest, else a quota', () => {
    expect(limitReachedCode('job_applications', 'free')).toBe('DAILY_APPLICATION_LIMIT')
    expect(limitReachedCode('chatbot_messages', 'guest')).toBe('GUEST_CHAT_LIMIT')
    expect(limitReachedCode('chatbot_messages', 'free')).toBe('API_QUOTA_EXCEEDED')
    expect(limitReachedCode('job_applications', 'guest')).toBe('AUTH_REQUIRED')
    expect(limitReachedCode('whatsapp_jobs', 'premium')).toBe('API_QUOTA_EXCEEDED')
  })

  it('lets the browser count nothing alone: chat is counted by the chat endpoint and only confirmed by the browser (decisions 066, 073)', () => {
    expect(USAGE_FEATURES.filter((feature) => USAGE_RULES[feature].countedBy === 'client')).toEqual([])
    expect(USAGE_FEATURES.filter((feature) => USAGE_RULES[feature].countedBy === 'server-confirmed')).toEqual(['chatbot_messages'])
  })

  it('opens premium templates, recommendations, cover letters and priority support to premium only; premium has every right', () => {
    for (const feature of ['premium_templates', 'job_recommendations', 'cover_letters', 'priority_support'] as const) {
      expect([canUseFeature('guest', feature), canUseFeature('free', feature), canUseFeature('premium', feature)], feature).toEqual([
        false,
        false,
        true,
      ])
    }
    expect(PLAN_FEATURES.filter((feature) => !canUseFeature('premium', feature))).toEqual([])
    expect(canUseFeature('guest', 'chatbot')).toBe(true)
    expect(canUseFeature('guest', 'resume_templates')).toBe(true)
    expect(canUseFeature('guest', 'job_applications')).toBe(false)
    expect(canUseFeature('free', 'job_matching')).toBe(true)
  })

  it('lifts every daily limit, or raises it, for premium', () => {
    for (const feature of USAGE_FEATURES) {
      const premium = dailyLimitOf(feature, 'premium')
      const free = dailyLimitOf(feature, 'free') ?? Infinity
      expect(premium === null || premium > free, feature).toBe(true)
    }
  })

  it('prices premium at ₹399 for 7 days (39900 paise)', () => {
    expect(PREMIUM_PLAN).toEqual({ planType: 'professional', days: 7, amountPaise: 39_900, currency: 'INR' })
  })
})

describe('isPremiumSubscription', () => {
  const now = new Date('2026-11-24T10:00:00Z')
  const later = new Date('2026-11-30T10:00:00Z')

  it('is premium for plan professional or the premium flag (spec 000 §4) until the plan ends', () => {
    expect(isPremiumSubscription({ planType: 'professional', isPremium: false, expiresAt: later }, now)).toBe(true)
    expect(isPremiumSubscription({ planType: 'free', isPremium: true, expiresAt: null }, now)).toBe(true)
    expect(isPremiumSubscription({ planType: 'free', isPremium: false, expiresAt: later }, now)).toBe(false)
    expect(isPremiumSubscription({ planType: 'professional', isPremium: true, expiresAt: now }, now)).toBe(false)
  })
})
