-- The sign-in counters become the one rate limiter's (server/lib/rate-limit.ts), keyed by purpose.
ALTER TABLE "auth_throttle" RENAME TO "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" RENAME CONSTRAINT "auth_throttle_pkey" TO "rate_limits_pkey";--> statement-breakpoint
-- Failures count per account (user id), whichever way the password or code was tried.
ALTER TABLE "sign_in_failures" RENAME COLUMN "email" TO "account_key";--> statement-breakpoint
DELETE FROM "sign_in_failures";
