CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"ticket_hash" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_number_idx" ON "phone_codes" USING btree ("platform","phone","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_codes_ticket_idx" ON "phone_codes" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_phone_idx" ON "users" USING btree ("platform","phone") WHERE "users"."phone" IS NOT NULL AND "users"."status" = 'ACTIVE';