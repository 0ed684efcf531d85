import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { MediaSettings, S3Settings } from '../env-media';

export interface TestS3 {
  /** The bucket at the server, reached as MinIO or R2 would be (an endpoint, path style, fixed keys). */
  settings: S3Settings;
  /** The `media` setting of a ServerConfig on this bucket, its keys under `prefix` (e.g. `run-1/`). */
  media(prefix?: string): MediaSettings;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) in this process, on a free port of 127.0.0.1, keeping its objects in a fresh
 * temporary folder, with one empty bucket. close() stops it and removes the folder.
 */
export async function startTestS3(bucket = 'webtoon-media'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'webtoon-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver checks signatures made with these fixed keys.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: '',
  };
  return {
    settings,
    media: (prefix = '') => ({ store: 's3', ...settings, prefix }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
