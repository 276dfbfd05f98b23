CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"number" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_kind_check";--> statement-breakpoint
ALTER TABLE "refund_requests" DROP CONSTRAINT "refund_requests_status_check";--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_by_label" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "refunded_paise" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_kind_check" CHECK (kind in ('order_created', 'captured', 'failed', 'activated', 'signature_rejected', 'amount_mismatch', 'refund_requested', 'refunded', 'refund_declined'));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refunded_check" CHECK (("refund_requests"."status" = 'refunded') = ("refund_requests"."gateway_refund_id" is not null));--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('requested', 'processing', 'refunded', 'declined'));