CREATE TABLE "coupon_users" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupon_users_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"platform" text,
	"reward_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reward_valid_days" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"min_charged_coins" integer DEFAULT 0 NOT NULL,
	"assigned_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount" > 0),
	CONSTRAINT "coupons_use_check" CHECK ("coupons"."used_count" >= 0 AND ("coupons"."total_limit" IS NULL OR "coupons"."used_count" <= "coupons"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_user_id" integer NOT NULL,
	"from_user_id" integer,
	"target_type" text,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"reward_valid_days" integer,
	"title_id" integer,
	"episode_ids" integer[],
	"purchase_kind" smallint,
	"purchase_id" integer,
	"title" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "gifts_kind_check" CHECK (("gifts"."kind" = 'EPISODE') = ("gifts"."title_id" IS NOT NULL AND "gifts"."episode_ids" IS NOT NULL AND "gifts"."purchase_kind" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_users" ADD CONSTRAINT "coupon_users_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_users" ADD CONSTRAINT "coupon_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_users_user_idx" ON "coupon_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gifts_to_user_idx" ON "gifts" USING btree ("to_user_id","created_at");