CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan_type" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"expires_at" timestamp with time zone,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_type_check" CHECK ("subscriptions"."plan_type" in ('free', 'professional')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('inactive', 'active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"visitor_id" text,
	"feature" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "usage_counters_one_subject_check" CHECK (("usage_counters"."user_id" is null) <> ("usage_counters"."visitor_id" is null)),
	CONSTRAINT "usage_counters_count_check" CHECK ("usage_counters"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_counters_user_key" ON "usage_counters" USING btree ("user_id","feature","day") WHERE "usage_counters"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_counters_visitor_key" ON "usage_counters" USING btree ("visitor_id","feature","day") WHERE "usage_counters"."visitor_id" is not null;