-- Issue 30: five foreign-key checks fewer per purchase (one per ledger row for its reader, its lot and its payment,
-- one each for the purchase's and the ownership's reader) and an index written by every ledger row and read by
-- nothing but the lot key's own check. Each of these rows takes its reader and lot from the row it has just written
-- or locked; readers and lots are never deleted (a withdrawal keeps the reader's row). danglingMoneyRows
-- (server/testing/money.ts) checks every reference instead, in the money suite and the purchase bench.
ALTER TABLE "coin_ledger" DROP CONSTRAINT "coin_ledger_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "coin_ledger" DROP CONSTRAINT "coin_ledger_lot_id_coin_lots_id_fk";
--> statement-breakpoint
ALTER TABLE "coin_ledger" DROP CONSTRAINT "coin_ledger_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "ownerships" DROP CONSTRAINT "ownerships_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "coin_ledger_lot_idx";