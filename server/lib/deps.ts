import type { Database } from '../db/client';
import type { ServerConfig } from '../env';
import type { MediaStore } from '../media/store';
import type { Clock } from './clock';
import type { Outbox } from './outbox';

/** What createApp is built from; every route and service receives it instead of reaching for globals. */
export interface AppDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  config: ServerConfig;
  /** Where images and uploads live (mediaStoreFor(config)): one folder, or a bucket several instances share. */
  media: MediaStore;
}
