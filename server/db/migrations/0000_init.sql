CREATE TABLE "coin_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"history_type" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_ledger_amount_check" CHECK ("coin_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "coin_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"amount_granted" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_lots_remaining_check" CHECK ("coin_lots"."remaining" >= 0 AND "coin_lots"."remaining" <= "coin_lots"."amount_granted"),
	CONSTRAINT "coin_lots_kind_check" CHECK ("coin_lots"."kind" IN ('COIN', 'BONUS', 'FREE_COIN', 'MILEAGE'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"now" timestamp with time zone,
	CONSTRAINT "test_clock_single_row" CHECK ("test_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"rotated_to_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"sns_provider" text,
	"sns_id" text,
	"name" text,
	"nickname" text NOT NULL,
	"is_adult" boolean DEFAULT false NOT NULL,
	"birthed_at" date,
	"is_adult_toggle" boolean DEFAULT false NOT NULL,
	"is_kr_ip_user" boolean DEFAULT false NOT NULL,
	"is_adult_kr" boolean DEFAULT false NOT NULL,
	"is_bl_toggle" boolean DEFAULT false NOT NULL,
	"is_agree_mail" boolean DEFAULT false NOT NULL,
	"is_agree_push" boolean DEFAULT false NOT NULL,
	"is_agree_push_contents" boolean DEFAULT false NOT NULL,
	"is_agree_push_freetime" boolean DEFAULT false NOT NULL,
	"is_agree_push_night" boolean DEFAULT false NOT NULL,
	"coin_purchase_count" integer DEFAULT 0 NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"deleted_at" timestamp with time zone,
	"failed_auth_count" integer DEFAULT 0 NOT NULL,
	"failed_auth_window_started_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_status_check" CHECK ("users"."status" IN ('ACTIVE', 'WITHDRAWN', 'DELETED'))
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_lot_id_coin_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."coin_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "coin_ledger_lot_idx" ON "coin_ledger" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_idempotency_idx" ON "coin_ledger" USING btree ("user_id","idempotency_key","lot_id");--> statement-breakpoint
CREATE INDEX "coin_lots_user_kind_idx" ON "coin_lots" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_active_email_idx" ON "users" USING btree ("email") WHERE "users"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "users_sns_idx" ON "users" USING btree ("sns_provider","sns_id") WHERE "users"."sns_id" IS NOT NULL AND "users"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");