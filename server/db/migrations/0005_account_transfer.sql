CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_user_id" integer NOT NULL,
	"target_user_id" integer,
	"target_kind" text,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"moved" jsonb,
	"target" jsonb,
	"error" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" IN ('error', 'request', 'finish'))
);
--> statement-breakpoint
DROP INDEX "users_active_email_idx";--> statement-breakpoint
DROP INDEX "users_sns_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_source_idx" ON "transfers" USING btree ("source_user_id");--> statement-breakpoint
CREATE INDEX "transfers_due_idx" ON "transfers" USING btree ("due_at") WHERE "transfers"."status" = 'request';--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_email_idx" ON "users" USING btree ("platform","email") WHERE "users"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "users_sns_idx" ON "users" USING btree ("platform","sns_provider","sns_id") WHERE "users"."sns_id" IS NOT NULL AND "users"."status" = 'ACTIVE';