import type { ServerConfig } from '../env';
import { filesystemStore, type MediaStore } from './store';

/** The media store the configuration names: MEDIA_DIR on this machine's disk (the default). */
export function mediaStoreFor(config: Pick<ServerConfig, 'mediaDir'>): MediaStore {
  return filesystemStore(config.mediaDir);
}
