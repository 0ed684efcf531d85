CREATE TABLE "event_claims" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claim_key" text NOT NULL,
	"step" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_claims_event_id_user_id_claim_key_pk" PRIMARY KEY("event_id","user_id","claim_key")
);
--> statement-breakpoint
CREATE TABLE "event_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"step" integer NOT NULL,
	"requirement" integer DEFAULT 0 NOT NULL,
	"reward_type" text NOT NULL,
	"amount" integer NOT NULL,
	"valid_days" integer,
	CONSTRAINT "event_rewards_amount_check" CHECK ("event_rewards"."amount" > 0 AND "event_rewards"."step" >= 1 AND "event_rewards"."requirement" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_titles" (
	"event_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	CONSTRAINT "event_titles_event_id_title_id_pk" PRIMARY KEY("event_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"audience" text DEFAULT 'EVERYONE' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	CONSTRAINT "events_period_check" CHECK ("events"."starts_at" < "events"."ends_at"),
	CONSTRAINT "events_coupon_check" CHECK (("events"."kind" = 'COUPON') = ("events"."coupon_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "roulette_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"valid_days" integer,
	"weight" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "roulette_prizes_weight_check" CHECK ("roulette_prizes"."weight" > 0),
	CONSTRAINT "roulette_prizes_amount_check" CHECK (("roulette_prizes"."kind" = 'PHYSICAL') = ("roulette_prizes"."amount" = 0) AND "roulette_prizes"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roulette_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivery_status" text,
	"address" jsonb,
	"addressed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roulette_ticket_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"event_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roulette_ticket_amount_check" CHECK ("roulette_ticket_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "roulette_wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "roulette_wallets_tickets_check" CHECK ("roulette_wallets"."tickets" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"level" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb,
	"path" text,
	"app_kind" text,
	"client_platform" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversion_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"platform" text NOT NULL,
	"action" text NOT NULL,
	"dedup_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "conversion_outbox_dedup_key_unique" UNIQUE("dedup_key")
);
--> statement-breakpoint
CREATE TABLE "offerwall_transactions" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offerwall_transactions_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id"),
	CONSTRAINT "offerwall_transactions_coins_check" CHECK ("offerwall_transactions"."coins" > 0)
);
--> statement-breakpoint
CREATE TABLE "theme_titles" (
	"theme_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "theme_titles_theme_id_title_id_pk" PRIMARY KEY("theme_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_agree_ad_tracking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_claims" ADD CONSTRAINT "event_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_claims" ADD CONSTRAINT "event_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rewards" ADD CONSTRAINT "event_rewards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_titles" ADD CONSTRAINT "event_titles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_titles" ADD CONSTRAINT "event_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_prize_id_roulette_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."roulette_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_ticket_ledger" ADD CONSTRAINT "roulette_ticket_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_ticket_ledger" ADD CONSTRAINT "roulette_ticket_ledger_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_wallets" ADD CONSTRAINT "roulette_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_outbox" ADD CONSTRAINT "conversion_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerwall_transactions" ADD CONSTRAINT "offerwall_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_titles" ADD CONSTRAINT "theme_titles_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_titles" ADD CONSTRAINT "theme_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_claims_user_idx" ON "event_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_rewards_event_idx" ON "event_rewards" USING btree ("event_id","step");--> statement-breakpoint
CREATE INDEX "events_platform_idx" ON "events" USING btree ("platform","ends_at");--> statement-breakpoint
CREATE INDEX "roulette_prizes_platform_idx" ON "roulette_prizes" USING btree ("platform","position");--> statement-breakpoint
CREATE INDEX "roulette_spins_user_idx" ON "roulette_spins" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "roulette_ticket_ledger_user_idx" ON "roulette_ticket_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_logs_created_idx" ON "client_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "conversion_outbox_pending_idx" ON "conversion_outbox" USING btree ("created_at") WHERE "conversion_outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "offerwall_transactions_user_idx" ON "offerwall_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "theme_titles_order_idx" ON "theme_titles" USING btree ("theme_id","position");--> statement-breakpoint
CREATE INDEX "themes_platform_idx" ON "themes" USING btree ("platform","position");