CREATE TABLE "daily_active_users" (
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "daily_active_users_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "daily_counts" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "daily_counts_day_metric_pk" PRIMARY KEY("day","metric")
);
--> statement-breakpoint
ALTER TABLE "daily_active_users" ADD CONSTRAINT "daily_active_users_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_active_users_user_idx" ON "daily_active_users" USING btree ("user_id");