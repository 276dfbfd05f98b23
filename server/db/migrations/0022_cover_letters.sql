CREATE TABLE "cover_letter_generation_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"cover_letter_id" uuid,
	"job_id" text NOT NULL,
	"variation_type" text NOT NULL,
	"success" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_letter_generation_history_source_check" CHECK ("cover_letter_generation_history"."source" in ('ai', 'built_in'))
);
--> statement-breakpoint
CREATE TABLE "cover_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"content" text NOT NULL,
	"variation_type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_letters_variation_type_check" CHECK ("cover_letters"."variation_type" in ('standard', 'creative', 'formal', 'technical'))
);
--> statement-breakpoint
ALTER TABLE "cover_letter_generation_history" ADD CONSTRAINT "cover_letter_generation_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letter_generation_history" ADD CONSTRAINT "cover_letter_generation_history_cover_letter_id_cover_letters_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."cover_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_letter_generation_history_user_idx" ON "cover_letter_generation_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cover_letters_user_created_idx" ON "cover_letters" USING btree ("user_id","created_at" DESC NULLS LAST);