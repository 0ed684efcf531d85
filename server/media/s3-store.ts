import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../env-media';
import {
  assertKey,
  assertPrefix,
  MediaKeyTaken,
  type MediaStore,
  MediaTooLarge,
  readBounded,
  roundTrip,
  type StoredInfo,
  WHOLE_READ_BYTES,
} from './store';

/** S3 answers at most 1000 keys a page and deletes at most 1000 keys a call. */
const S3_PAGE = 1000;

export interface S3StoreOptions {
  /** Keys per list page and per batch delete (tests set a small one to see the pages). */
  pageSize?: number;
  /** A client of the caller's (tests); otherwise one is made from the settings. */
  client?: S3Client;
}

/** The client for the settings: checksums only where S3 demands one, which every S3-compatible store understands. */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || (error instanceof S3ServiceException && /^(NoSuchKey|NotFound)$/.test(error.name));

/** A GetObject reply's body as a web stream (empty when the reply has none). */
function bodyOf(reply: GetObjectCommandOutput): ReadableStream<Uint8Array> {
  return reply.Body?.transformToWebStream() ?? new ReadableStream({ start: (controller) => controller.close() });
}

function infoOf(reply: { ContentLength?: number; LastModified?: Date; ETag?: string }): StoredInfo {
  return {
    size: reply.ContentLength ?? 0,
    modified: reply.LastModified?.getTime() ?? 0,
    version: (reply.ETag ?? '').replace(/"/g, ''),
  };
}

/**
 * The store on an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), shared by every API instance configured with
 * it. A key `k` is the object `<prefix>k`; keys are checked before the prefix is put in front, so none reaches outside
 * it. A PUT is atomic by nature: a reader sees the old object or the new one.
 */
export function s3Store(settings: S3Settings, options: S3StoreOptions = {}): MediaStore {
  const client = options.client ?? s3ClientFor(settings);
  const pageSize = Math.min(options.pageSize ?? S3_PAGE, S3_PAGE);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + assertKey(key);

  const head = async (key: string): Promise<StoredInfo | null> => {
    try {
      return infoOf(await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const getObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  /**
   * Every key under the prefix, a page at a time. ListObjects (version 1) with the last key as the marker: every
   * S3-compatible store pages it alike, where the opaque tokens of version 2 are each store's own (s3rver's cannot be
   * made on Node 17 and later, whose OpenSSL refuses the cipher it uses).
   */
  async function* pages(prefix: string) {
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectsCommand({ Bucket, Prefix: settings.prefix + prefix, Marker: marker, MaxKeys: pageSize }),
      );
      const contents = page.Contents ?? [];
      yield contents.flatMap((item) =>
        item.Key ? [{ key: item.Key.slice(settings.prefix.length), modified: item.LastModified?.getTime() ?? 0 }] : [],
      );
      marker = page.NextMarker ?? contents.at(-1)?.Key;
      if (!page.IsTruncated || !marker) return;
    }
  }

  const store: MediaStore = {
    kind: 's3',
    location: `s3://${Bucket}/${settings.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, body, contentType, putOptions) {
      const Key = objectKey(key);
      if (putOptions?.ifAbsent) {
        // S3, MinIO and R2 refuse the write themselves (If-None-Match); the look first covers stores that ignore it.
        if (await head(key)) throw new MediaKeyTaken(key);
      }
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: body,
            ContentType: contentType,
            ...(putOptions?.ifAbsent ? { IfNoneMatch: '*' } : {}),
          }),
        );
      } catch (error) {
        if (putOptions?.ifAbsent && (statusOf(error) === 412 || statusOf(error) === 409)) throw new MediaKeyTaken(key);
        throw error;
      }
    },
    async open(key) {
      const reply = await getObject(key);
      if (!reply) return null;
      // The reply's body as it arrives from the bucket: nothing of it is read before the caller reads it.
      return { ...infoOf(reply), body: bodyOf(reply) };
    },
    async get(key, getOptions) {
      const reply = await getObject(key);
      if (!reply) return null;
      const maxBytes = getOptions?.maxBytes ?? WHOLE_READ_BYTES;
      const body = bodyOf(reply);
      if ((reply.ContentLength ?? 0) > maxBytes) {
        // Cancelling the unread body closes its connection instead of downloading what is refused.
        await body.cancel();
        throw new MediaTooLarge(key, reply.ContentLength ?? 0);
      }
      const bytes = await readBounded(key, body, maxBytes);
      return { ...infoOf(reply), size: bytes.length, body: bytes };
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      assertPrefix(prefix);
      // Each page deleted as it comes: with the marker past them, the next page holds the keys that follow.
      for await (const page of pages(prefix)) {
        if (page.length === 0) continue;
        const reply = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: page.map(({ key }) => ({ Key: settings.prefix + key })), Quiet: true },
          }),
        );
        const failed = reply.Errors ?? [];
        if (failed.length > 0)
          throw new Error(`The media store kept ${failed.length} object(s): ${failed[0]?.Key} (${failed[0]?.Code})`);
      }
    },
    async list(prefix) {
      assertPrefix(prefix);
      const found: { key: string; modified: number }[] = [];
      for await (const page of pages(prefix)) found.push(...page);
      return found;
    },
    checkWritable: () => roundTrip(store),
  };
  return store;
}
