CREATE TABLE "whatsapp_broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"segment" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "whatsapp_broadcasts_segment_check" CHECK ("whatsapp_broadcasts"."segment" in ('all', 'free', 'premium')),
	CONSTRAINT "whatsapp_broadcasts_state_check" CHECK ("whatsapp_broadcasts"."state" in ('running', 'stopped', 'done'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_data_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	CONSTRAINT "whatsapp_data_requests_kind_check" CHECK ("whatsapp_data_requests"."kind" in ('export', 'erase')),
	CONSTRAINT "whatsapp_data_requests_state_check" CHECK ("whatsapp_data_requests"."state" in ('open', 'done'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_digests" (
	"user_id" text NOT NULL,
	"ist_date" date NOT NULL,
	"job_ids" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_digests_user_id_ist_date_pk" PRIMARY KEY("user_id","ist_date"),
	CONSTRAINT "whatsapp_digests_outcome_check" CHECK ("whatsapp_digests"."outcome" in ('sent', 'empty'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"error_code" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_events_kind_check" CHECK ("whatsapp_events"."kind" in ('inbound', 'status'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"is_daily_on" boolean DEFAULT true NOT NULL,
	"daily_channel" text DEFAULT 'whatsapp' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"opted_in_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"window_until" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_subscriptions_state_check" CHECK ("whatsapp_subscriptions"."state" in ('pending', 'active', 'stopped')),
	CONSTRAINT "whatsapp_subscriptions_channel_check" CHECK ("whatsapp_subscriptions"."daily_channel" in ('whatsapp', 'email', 'both')),
	CONSTRAINT "whatsapp_subscriptions_locale_check" CHECK ("whatsapp_subscriptions"."locale" in ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel_check";--> statement-breakpoint
ALTER TABLE "whatsapp_digests" ADD CONSTRAINT "whatsapp_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_subscriptions" ADD CONSTRAINT "whatsapp_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_data_requests_state_due_idx" ON "whatsapp_data_requests" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "whatsapp_events_kind_occurred_idx" ON "whatsapp_events" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "whatsapp_subscriptions_phone_idx" ON "whatsapp_subscriptions" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms', 'whatsapp'));