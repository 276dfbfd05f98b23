-- Outbox rows become templates rendered at delivery (decision 036): template, locale and params
-- replace kind, subject and body.
ALTER TABLE "outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Rows written before: once, their parameters are read back from the English text the old code wrote,
-- so a message still waiting is delivered and a sent one still reads as it did. A row that does not
-- match keeps empty parameters; rendering refuses it (a waiting one then fails, naming why).
UPDATE "outbox" SET
	"template" = "kind",
	"params" = CASE
		WHEN "kind" = 'phone-code' AND "body" ~ '^\d{4,9} is your JobYatra verification code' THEN jsonb_build_object('code', substring("body" from '^(\d{4,9}) '))
		WHEN "kind" IN ('verify-email', 'reset-password') AND "body" ~ 'https?://\S' THEN jsonb_build_object('url', substring("body" from '(https?://\S+)'))
		WHEN "kind" = 'welcome' AND "body" ~ '^Hi .+,' THEN jsonb_build_object('name', substring("body" from '^Hi (.+?),'))
		ELSE '{}'::jsonb
	END;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "template" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "subject";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_locale_check" CHECK ("outbox"."locale" in ('en', 'hi'));--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_idx" ON "outbox" USING btree ("recipient","created_at");
