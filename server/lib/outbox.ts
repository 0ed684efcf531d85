import { desc } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { outbox as outboxTable, type OutboxChannel, type OutboxRow } from '../db/schema';

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  meta?: Record<string, string>;
  /** The caller's clock time; passed in because a transaction must not read the clock through another connection. */
  createdAt: Date;
}

/** Where mails and SMS go: a table that the dev page and the test endpoint list, in place of a mail server. */
export interface Outbox {
  /** Writes with `executor` when given, so that a message is stored only if its transaction commits. */
  send(message: OutboxMessage, executor?: Executor): Promise<void>;
  list(limit?: number): Promise<OutboxRow[]>;
}

export function databaseOutbox(db: Database): Outbox {
  return {
    async send(message, executor = db) {
      await executor.insert(outboxTable).values({ ...message, meta: message.meta ?? {} });
    },
    list(limit = 100) {
      return db.select().from(outboxTable).orderBy(desc(outboxTable.id)).limit(limit);
    },
  };
}
