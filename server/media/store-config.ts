import type { ServerConfig } from '../env';
import { s3Store } from './s3-store';
import { filesystemStore, type MediaStore } from './store';

/**
 * The media store the configuration names: MEDIA_DIR on this machine's disk (the default), or the S3-compatible bucket
 * of MEDIA_STORE=s3, which every API instance configured alike shares.
 */
export function mediaStoreFor(config: Pick<ServerConfig, 'mediaDir' | 'media'>): MediaStore {
  return config.media.store === 's3' ? s3Store(config.media) : filesystemStore(config.mediaDir);
}
