ALTER TABLE "inquiry_images" ADD COLUMN "key" text;--> statement-breakpoint
-- Rows written before the key existed take the random stem of their file name (inquiries/<hex>/<hex>.webp), the same
-- key storeImages now records; a path of any other shape gets a fresh random one, so that the column can be NOT NULL.
UPDATE "inquiry_images" SET "key" = coalesce(substring("path" from '[/\\]([0-9a-f]{32})\.webp$'), replace(gen_random_uuid()::text, '-', ''));--> statement-breakpoint
ALTER TABLE "inquiry_images" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_images_key_idx" ON "inquiry_images" USING btree ("key");