/**
 * Where media live (MEDIA_STORE and the S3_* variables), parsed from the values server/env.ts read (this file never
 * reads process.env itself). The store itself is built by server/media/store-config.ts.
 */

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver…) instead of AWS: its origin. */
  endpoint: string | undefined;
  /** Both or neither; neither leaves the credentials to the SDK's default chain (AWS_* variables, profile, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most local stores need it). */
  forcePathStyle: boolean;
  /** Prepended to every key (empty, or ending with `/`): several deployments can share one bucket. */
  prefix: string;
}

/** MEDIA_STORE: the folder MEDIA_DIR of this machine (default), or an S3-compatible bucket several machines share. */
export type MediaSettings = { store: 'filesystem' } | ({ store: 's3' } & S3Settings);

export interface MediaEnv {
  MEDIA_STORE?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: string | undefined;
  S3_PREFIX?: string | undefined;
}

/** AWS's rule for bucket names, which R2 and MinIO follow too. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;
const DEFAULT_REGION = 'us-east-1';

const invalid = (message: string) => new Error(`Invalid server environment: ${message}`);

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw invalid(`${name} takes 1, 0, true or false, got "${value}".`);
}

function parseEndpoint(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
    throw invalid(`S3_ENDPOINT takes an origin like https://minio.example:9000, got "${value}".`);
  return url.origin;
}

/** `media/` or `prod/media`: plain segments, no `..`, stored with one trailing `/`. */
function parsePrefix(value: string | undefined): string {
  if (value === undefined) return '';
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  const segments = trimmed.split('/');
  if (!segments.every((s) => PREFIX_SEGMENT.test(s) && s !== '.' && s !== '..'))
    throw invalid(`S3_PREFIX takes plain path segments like webtoon/media (letters, digits, . _ -), got "${value}".`);
  return `${trimmed}/`;
}

/** Every S3_* variable refers to the bucket store: one set without MEDIA_STORE=s3 is a deployment half configured. */
export function parseMedia(e: MediaEnv): MediaSettings {
  const store = e.MEDIA_STORE ?? 'filesystem';
  const s3Names = Object.entries(e)
    .filter(([name, value]) => name.startsWith('S3_') && value !== undefined)
    .map(([name]) => name);
  if (store === 'filesystem') {
    if (s3Names.length > 0)
      throw invalid(`${s3Names.join(', ')} set but MEDIA_STORE is not s3: set MEDIA_STORE=s3 to use the bucket.`);
    return { store };
  }
  if (store !== 's3') throw invalid(`MEDIA_STORE takes filesystem or s3, got "${store}".`);
  if (!e.S3_BUCKET) throw invalid('MEDIA_STORE=s3 needs S3_BUCKET, the name of the bucket.');
  if (!BUCKET.test(e.S3_BUCKET))
    throw invalid(`S3_BUCKET takes a bucket name (3–63 of a-z, 0-9, '.', '-'), got "${e.S3_BUCKET}".`);
  const region = e.S3_REGION ?? DEFAULT_REGION;
  if (!REGION.test(region)) throw invalid(`S3_REGION takes a region like eu-west-1 (or auto for R2), got "${region}".`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw invalid('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default chain.');
  const endpoint = parseEndpoint(e.S3_ENDPOINT);
  return {
    store,
    bucket: e.S3_BUCKET,
    region,
    endpoint,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // A store at its own endpoint rarely has a wildcard DNS name for its buckets.
    forcePathStyle: parseFlag('S3_FORCE_PATH_STYLE', e.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    prefix: parsePrefix(e.S3_PREFIX),
  };
}
