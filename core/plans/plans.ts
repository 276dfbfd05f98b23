import type { ErrorCode } from '#core/errors/codes.ts'

/**
 * Plans and limits, once (DESIGN.md "Limits and plans live once"; decision 037): every right of a
 * guest, a signed-in free user and a premium user from spec 000 §6, §9 and spec 001 §6, §9. The
 * server's usage service (server/features/usage) enforces the daily limits from this table and the
 * pages and APIs read the feature gates from it; no other module writes these numbers. Plain
 * TypeScript, so the browser can show what is left without loading zod.
 */

/** Spec 000 §1: guest (not signed in), signed-in free user, premium user. */
export const PLANS = ['guest', 'free', 'premium'] as const
export type Plan = (typeof PLANS)[number]

/**
 * What is counted per person and India-time day: the usage counters of spec 000 §3 (chatbot_messages,
 * job_applications, whatsapp_applications, whatsapp_notifications) under the spec's names, and the
 * jobs the daily WhatsApp message carries (spec 000 §6, §9: 1 for free users, up to 5 for premium).
 */
export const USAGE_FEATURES = [
  'chatbot_messages',
  'job_applications',
  'whatsapp_applications',
  'whatsapp_notifications',
  'whatsapp_jobs',
] as const
export type UsageFeature = (typeof USAGE_FEATURES)[number]

export function isUsageFeature(value: unknown): value is UsageFeature {
  return USAGE_FEATURES.some((feature) => feature === value)
}

/** The id a counted use may carry (a chat message's): 8–100 letters, digits, '-' or '_', so a UUID fits (decision 073). */
export const USE_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/

/** A daily limit: how many a day, or null for no limit (premium, spec 000 §6 "unlimited"). */
export type DailyLimit = number | null

export interface UsageRule {
  /** How many a day each plan may use; 0 means the plan has no use of it at all. */
  limits: Readonly<Record<Plan, DailyLimit>>
  /**
   * The code a refusal at the limit carries, per plan (spec 001 §8 "applicationLimit", §6 the guest
   * chat limit); a plan not named refuses with API_QUOTA_EXCEEDED. A guest whose limit is 0 is told to
   * sign in (AUTH_REQUIRED) whatever this says.
   */
  codes: Readonly<Partial<Record<Plan, ErrorCode>>>
  /**
   * Who counts a use. 'server': the endpoint that does the thing (apply, send) counts it in the same
   * request, so the browser cannot skip or fake it; POST /api/usage/{feature}/increment refuses it.
   * 'client': the browser counts through that call. 'server-confirmed': the endpoint counts it and
   * notes the use's id, and the browser then calls increment-usage as spec 000 §7's chat does after each
   * message, with that id, which counts nothing more; a call without an id counts one (decision 073).
   */
  countedBy: 'server' | 'client' | 'server-confirmed'
}

/**
 * Spec 000 §6, §9 and spec 001 §6, §9. The spec gives no period for chat and the WhatsApp counts;
 * every limit here is per India-time calendar day, as the applications' "5 a day" is (decision 037).
 * "Under 10" and "under 3" are the original's `count < limit` checks: 10 and 3 are allowed.
 */
export const USAGE_RULES: Readonly<Record<UsageFeature, UsageRule>> = {
  chatbot_messages: {
    limits: { guest: 3, free: 10, premium: null },
    codes: { guest: 'GUEST_CHAT_LIMIT' },
    // POST /api/chat/messages counts each message as it is asked (decision 066); the panel's
    // increment-usage call after it names the message and counts nothing more (decision 073).
    countedBy: 'server-confirmed',
  },
  job_applications: {
    limits: { guest: 0, free: 5, premium: null },
    codes: { free: 'DAILY_APPLICATION_LIMIT' },
    countedBy: 'server',
  },
  whatsapp_applications: { limits: { guest: 0, free: 3, premium: null }, codes: {}, countedBy: 'server' },
  whatsapp_notifications: { limits: { guest: 0, free: 1, premium: null }, codes: {}, countedBy: 'server' },
  whatsapp_jobs: { limits: { guest: 0, free: 1, premium: 5 }, codes: {}, countedBy: 'server' },
}

export function dailyLimitOf(feature: UsageFeature, plan: Plan): DailyLimit {
  return USAGE_RULES[feature].limits[plan]
}

/** The code a use past the day's limit is refused with. */
export function limitReachedCode(feature: UsageFeature, plan: Plan): ErrorCode {
  if (plan === 'guest' && dailyLimitOf(feature, plan) === 0) return 'AUTH_REQUIRED'
  return USAGE_RULES[feature].codes[plan] ?? 'API_QUOTA_EXCEEDED'
}

/**
 * The feature gates of spec 001 §6 (chatbot, resume_generation, job_search, job_applications,
 * premium_templates, job_recommendations, cover_letters) and the other rights spec 000 §6 and 001 §6
 * list (resume templates, job matching, priority support): whether a plan may use it at all. How much
 * is USAGE_RULES' business.
 */
export const PLAN_FEATURES = [
  'chatbot',
  'resume_generation',
  'job_search',
  'job_applications',
  'premium_templates',
  'job_recommendations',
  'cover_letters',
  'resume_templates',
  'job_matching',
  'priority_support',
] as const
export type PlanFeature = (typeof PLAN_FEATURES)[number]

const everyone = { guest: true, free: true, premium: true } as const
const signedIn = { guest: false, free: true, premium: true } as const
const premiumOnly = { guest: false, free: false, premium: true } as const

export const FEATURE_ACCESS: Readonly<Record<PlanFeature, Readonly<Record<Plan, boolean>>>> = {
  // Guests 3 messages, free users 10, premium unlimited (USAGE_RULES.chatbot_messages).
  chatbot: everyone,
  // Spec 001 §6: a signed-in user is needed for document generation.
  resume_generation: signedIn,
  job_search: everyone,
  // Free users 5 a day, premium unlimited (USAGE_RULES.job_applications); guests sign in first.
  job_applications: signedIn,
  // Spec 001 §6: "10+ premium resume templates"; spec 000 §4 guards /premium-templates.
  premium_templates: premiumOnly,
  // Spec 000 §4: /job-recommendations is premium-listed; spec 001 §6 "personalized job matching".
  job_recommendations: premiumOnly,
  // Spec 001 §6: "AI cover letters".
  cover_letters: premiumOnly,
  // Spec 000 §6: guests may use the resume templates; free users unlimited.
  resume_templates: everyone,
  // Spec 000 §6: "job matching allowed" for signed-in free users.
  job_matching: signedIn,
  priority_support: premiumOnly,
}

export function canUseFeature(plan: Plan, feature: PlanFeature): boolean {
  return FEATURE_ACCESS[feature][plan]
}

/** Spec 000 §9, spec 001 §9: the one premium plan, ₹399 for 7 days (39900 paise, INR). */
export const PREMIUM_PLAN = { planType: 'professional', days: 7, amountPaise: 39_900, currency: 'INR' } as const

/** Spec 000 §3 "Subscription status": plan_type free or professional. */
export const PLAN_TYPES = ['free', 'professional'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/** Spec 000 §3: status is inactive by default; the billing issue sets the others. */
export const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'cancelled'] as const
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number]

/** Spec 000 §3, §7 get-subscription-status: what a person's subscription says, under the spec's names. */
export interface SubscriptionStatus {
  plan_type: PlanType
  status: SubscriptionStatusValue
  /** ISO 8601, or null when the plan does not end. */
  expires_at: string | null
  is_premium: boolean
}

/** Spec 000 §4: with no user or session the status is free, inactive, not premium (and so is everyone until the billing issue). */
export const FREE_SUBSCRIPTION: SubscriptionStatus = { plan_type: 'free', status: 'inactive', expires_at: null, is_premium: false }

/**
 * Spec 000 §4: premium when plan_type is professional or is_premium is true; a plan whose end has
 * passed is over, whatever its row still says (the 7-day plan must end without a job rewriting it).
 */
export function isPremiumSubscription(subscription: { planType: string; isPremium: boolean; expiresAt: Date | null }, now: Date): boolean {
  const isCurrent = subscription.expiresAt === null || subscription.expiresAt.getTime() > now.getTime()
  return isCurrent && (subscription.planType === 'professional' || subscription.isPremium)
}
