-- Issue 30: the reader's holdings of a title (the detail page's read, heldAsText) from the index alone. The
-- (user_id, title_id) index named the rows and the scan then visited each one in the table: a heavy reader's hundred
-- holdings of a long title lie on about as many pages (purchases of all readers interleave), 82 buffers per detail
-- call in the bench against 5 with the columns the read returns carried in the index (an index-only scan; the
-- visibility map that it needs is kept by autovacuum on a table written almost only by inserts). Made under a new
-- name and then renamed, so that the table always has one of the two. A plain CREATE INDEX holds the table's writes
-- for as long as it takes (seconds per million holdings); the migrator runs in a transaction, where CONCURRENTLY is
-- not allowed: on a large database, build it CONCURRENTLY by hand first (docs/operations.md), and this only
-- swaps the names.
CREATE INDEX IF NOT EXISTS "ownerships_user_title_covering_idx" ON "ownerships" ("user_id", "title_id") INCLUDE ("episode_id", "kind", "expires_at");
--> statement-breakpoint
DROP INDEX "ownerships_user_title_idx";
--> statement-breakpoint
ALTER INDEX "ownerships_user_title_covering_idx" RENAME TO "ownerships_user_title_idx";
