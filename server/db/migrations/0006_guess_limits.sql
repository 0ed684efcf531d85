CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_auth_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_auth_window_started_at";