CREATE TABLE "coin_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"coins" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"stock_total" integer,
	"stock_sold" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coin_products_amounts_check" CHECK ("coin_products"."price_minor" > 0 AND "coin_products"."coins" > 0 AND "coin_products"."bonus" >= 0),
	CONSTRAINT "coin_products_stock_check" CHECK ("coin_products"."stock_sold" >= 0 AND ("coin_products"."stock_total" IS NULL OR "coin_products"."stock_sold" <= "coin_products"."stock_total"))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"reply" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ownerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"kind" text NOT NULL,
	"purchase_type" text NOT NULL,
	"purchase_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ownerships_expiry_check" CHECK (("ownerships"."kind" = 'POSSESSION') = ("ownerships"."expires_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"coins" integer NOT NULL,
	"bonus" integer NOT NULL,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"purchase_type" text NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wait_free_tickets" (
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"next_ticket_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wait_free_tickets_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownerships" ADD CONSTRAINT "ownerships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownerships" ADD CONSTRAINT "ownerships_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownerships" ADD CONSTRAINT "ownerships_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownerships" ADD CONSTRAINT "ownerships_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_coin_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."coin_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_free_tickets" ADD CONSTRAINT "wait_free_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wait_free_tickets" ADD CONSTRAINT "wait_free_tickets_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_products_platform_idx" ON "coin_products" USING btree ("platform","sort_order");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ownerships_user_episode_idx" ON "ownerships" USING btree ("user_id","episode_id");--> statement-breakpoint
CREATE INDEX "ownerships_user_title_idx" ON "ownerships" USING btree ("user_id","title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ownerships_possession_once_idx" ON "ownerships" USING btree ("user_id","episode_id") WHERE "ownerships"."kind" = 'POSSESSION';--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_product_idx" ON "payments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_ledger_user_created_idx" ON "coin_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coin_lots_payment_idx" ON "coin_lots" USING btree ("payment_id");