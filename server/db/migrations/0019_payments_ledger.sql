CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text,
	"amount_paise" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_kind_check" CHECK (kind in ('order_created', 'captured', 'failed', 'activated', 'signature_rejected', 'amount_mismatch', 'refund_requested')),
	CONSTRAINT "payment_events_source_check" CHECK ("payment_events"."source" in ('checkout', 'webhook', 'reconcile', 'person', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"receipt" text NOT NULL,
	"user_id" text,
	"gateway" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_id" text,
	"activated_at" timestamp with time zone,
	"activated_by" text,
	"premium_from" timestamp with time zone,
	"premium_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_receipt_unique" UNIQUE("receipt"),
	CONSTRAINT "payment_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" > 0),
	CONSTRAINT "payment_orders_activated_by_check" CHECK ("payment_orders"."activated_by" in ('verify', 'webhook', 'reconcile')),
	CONSTRAINT "payment_orders_activation_check" CHECK (("payment_orders"."activated_at" is null) = ("payment_orders"."payment_id" is null) and ("payment_orders"."activated_at" is null) = ("payment_orders"."premium_until" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"amount_paise" integer NOT NULL,
	"unused_days" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('requested', 'refunded', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_payment_kind_key" ON "payment_events" USING btree ("payment_id","kind") WHERE "payment_events"."payment_id" is not null and "payment_events"."kind" in ('captured', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_activated_key" ON "payment_events" USING btree ("order_id") WHERE "payment_events"."kind" = 'activated';--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_unactivated_idx" ON "payment_orders" USING btree ("created_at") WHERE "payment_orders"."activated_at" is null;