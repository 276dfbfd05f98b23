CREATE TABLE "usage_counted_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"visitor_id" text,
	"feature" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "usage_counted_keys_one_subject_check" CHECK (("usage_counted_keys"."user_id" is null) <> ("usage_counted_keys"."visitor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "usage_counted_keys" ADD CONSTRAINT "usage_counted_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_counted_keys_user_key" ON "usage_counted_keys" USING btree ("user_id","feature","key") WHERE "usage_counted_keys"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_counted_keys_visitor_key" ON "usage_counted_keys" USING btree ("visitor_id","feature","key") WHERE "usage_counted_keys"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "usage_counted_keys_day_idx" ON "usage_counted_keys" USING btree ("day");