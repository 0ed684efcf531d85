ALTER TABLE "episodes" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "titles_source_key_idx" ON "titles" USING btree ("source_key");