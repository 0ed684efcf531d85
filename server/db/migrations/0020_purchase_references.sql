-- Issue 30: three foreign-key checks fewer per purchase. The ledger's and the ownerships' purchase ids name the
-- purchase written by the same statement (never deleted); idempotency keys name the reader of the request's live
-- session (readers are never deleted: a withdrawal keeps the row), and that check locked the reader's
-- row before the wallet lock on every money write. orphanedPurchaseIds (server/testing/money.ts) checks the purchase
-- references instead, in the money suite and the purchase bench.
ALTER TABLE "coin_ledger" DROP CONSTRAINT "coin_ledger_purchase_id_purchases_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ownerships" DROP CONSTRAINT "ownerships_purchase_id_purchases_id_fk";
