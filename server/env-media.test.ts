import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const media = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).media;
const bucket = { MEDIA_STORE: 's3', S3_BUCKET: 'webtoon-media' };

describe('MEDIA_STORE and S3_*', () => {
  it('keeps media in MEDIA_DIR by default', () => {
    expect(media({})).toEqual({ store: 'filesystem' });
    expect(media({ MEDIA_STORE: 'filesystem' })).toEqual({ store: 'filesystem' });
  });

  it('takes a bucket on AWS with the default credential chain', () => {
    expect(media(bucket)).toEqual({
      store: 's3',
      bucket: 'webtoon-media',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('takes an S3-compatible endpoint with its keys, path style by default there, and a prefix', () => {
    expect(
      media({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/prod/media/',
      }),
    ).toEqual({
      store: 's3',
      bucket: 'webtoon-media',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'prod/media/',
    });
    expect(media({ ...bucket, S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: '0' }).store).toBe('s3');
    expect(media({ ...bucket, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ forcePathStyle: true });
  });

  it.each([
    [{ MEDIA_STORE: 's3' }, /MEDIA_STORE=s3 needs S3_BUCKET/],
    [{ MEDIA_STORE: 'gcs' }, /MEDIA_STORE takes filesystem or s3/],
    [{ S3_BUCKET: 'webtoon-media' }, /S3_BUCKET set but MEDIA_STORE is not s3/],
    [{ ...bucket, S3_BUCKET: 'Webtoon_Media' }, /S3_BUCKET takes a bucket name/],
    [{ ...bucket, S3_ACCESS_KEY_ID: 'id' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' }, /go together/],
    [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT takes an origin/],
    [{ ...bucket, S3_ENDPOINT: 'https://minio.example/bucket' }, /S3_ENDPOINT takes an origin/],
    [{ ...bucket, S3_ENDPOINT: 'ftp://minio.example' }, /S3_ENDPOINT takes an origin/],
    [{ ...bucket, S3_PREFIX: '../other' }, /S3_PREFIX takes plain path segments/],
    [{ ...bucket, S3_PREFIX: 'a//b' }, /S3_PREFIX/],
    [{ ...bucket, S3_REGION: 'EU West' }, /S3_REGION takes a region/],
    [{ ...bucket, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE takes 1, 0, true or false/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => media(env)).toThrow(message);
  });
});
