CREATE TABLE "creators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episode_images" (
	"episode_id" integer NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "episode_images_episode_id_position_pk" PRIMARY KEY("episode_id","position")
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"free_from" timestamp with time zone,
	"thumbnail" jsonb NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_creators" (
	"title_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "title_creators_title_id_creator_id_type_pk" PRIMARY KEY("title_id","creator_id","type")
);
--> statement-breakpoint
CREATE TABLE "title_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"schedule" text NOT NULL,
	"is_adult" boolean DEFAULT false NOT NULL,
	"is_bl" boolean DEFAULT false NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"covers" jsonb NOT NULL,
	"rent_price" integer NOT NULL,
	"possession_price" integer NOT NULL,
	"rental_hours" integer NOT NULL,
	"free_episode_count" integer DEFAULT 0 NOT NULL,
	"wait_free_hours" integer,
	"wait_free_exclude_latest" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"launched_at" timestamp with time zone,
	"latest_episode_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "titles_prices_check" CHECK ("titles"."rent_price" >= 0 AND "titles"."possession_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"layout" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"icon" jsonb,
	"background" text NOT NULL,
	"link" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episode_views" (
	"reader" text NOT NULL,
	"episode_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "episode_views_reader_episode_id_pk" PRIMARY KEY("reader","episode_id")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "main_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"list" text NOT NULL,
	"sort" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "main_sections_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"scroll_percent" real NOT NULL,
	"last_image" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reading_progress_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id"),
	CONSTRAINT "reading_progress_percent_check" CHECK ("reading_progress"."scroll_percent" >= 0 AND "reading_progress"."scroll_percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "episode_images" ADD CONSTRAINT "episode_images_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_creators" ADD CONSTRAINT "title_creators_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_creators" ADD CONSTRAINT "title_creators_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_notices" ADD CONSTRAINT "title_notices_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_views" ADD CONSTRAINT "episode_views_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_title_number_idx" ON "episodes" USING btree ("title_id","number");--> statement-breakpoint
CREATE INDEX "title_creators_creator_idx" ON "title_creators" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "title_notices_title_idx" ON "title_notices" USING btree ("title_id","created_at");--> statement-breakpoint
CREATE INDEX "titles_popular_idx" ON "titles" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "titles_latest_idx" ON "titles" USING btree ("latest_episode_at","id");--> statement-breakpoint
CREATE INDEX "reading_progress_recent_idx" ON "reading_progress" USING btree ("user_id","updated_at");