-- Issue 30: what every purchase wrote and never read. The catalogue's foreign keys of purchases and ownerships
-- (catalogue rows are never deleted; each check locked the sale's hottest rows FOR KEY SHARE), the ledger's
-- (user, kind) index, the ledger's idempotency guard over rows without a key, and a B-tree on idempotency keys'
-- created_at that only the housekeeping job reads (BRIN: rows arrive in that order).
ALTER TABLE "ownerships" DROP CONSTRAINT "ownerships_title_id_titles_id_fk";
--> statement-breakpoint
ALTER TABLE "ownerships" DROP CONSTRAINT "ownerships_episode_id_episodes_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_title_id_titles_id_fk";
--> statement-breakpoint
DROP INDEX "coin_ledger_user_idx";--> statement-breakpoint
DROP INDEX "coin_ledger_idempotency_idx";--> statement-breakpoint
DROP INDEX "idempotency_keys_created_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_idempotency_idx" ON "coin_ledger" USING btree ("user_id","idempotency_key","lot_id") WHERE "coin_ledger"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING brin ("created_at");