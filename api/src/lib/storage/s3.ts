import { readFile, rm } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, keyAfter, type Storage } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Ceph, s3rver…); unset: AWS itself. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's own chain (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers read objects (a CDN in front of the bucket); unset: the bucket's own address. */
  publicUrl?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (most self-hosted services need it). */
  forcePathStyle?: boolean;
}

/** The bucket's own address when no S3_PUBLIC_URL is given. */
export function bucketUrl({ bucket, region, endpoint, forcePathStyle }: S3Options): string {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
  const base = new URL(endpoint);
  const origin = base.origin + base.pathname.replace(/\/+$/, '');
  return forcePathStyle ? `${origin}/${bucket}` : `${base.protocol}//${bucket}.${base.host}`;
}

/**
 * The headers an object is stored with, which S3 serves back: its type, `inline` for a picture or
 * video and `attachment` for anything else (as /storage answers), and a year's cache. S3 cannot
 * store `X-Content-Type-Options: nosniff` or a CSP on an object: the CDN in front of the bucket
 * (S3_PUBLIC_URL) must add `nosniff` and `Content-Security-Policy: default-src 'none'; sandbox`.
 */
export function objectHeaders(contentType: string) {
  const shown = /^(image|video)\//.test(contentType);
  return {
    ContentType: contentType,
    ContentDisposition: shown ? 'inline' : 'attachment',
    CacheControl: 'public, max-age=31536000, immutable',
  };
}

/**
 * Files in an S3 bucket through the official AWS SDK. Objects carry the type they were stored
 * as (only re-encoded images and checked videos get here) and, their names being random, may be
 * cached for good.
 */
export function s3Storage(options: S3Options): Storage {
  // The SDK is loaded on first use (about 0.2 s): an API on the local folder never pays for it.
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where the API requires them: the SDK's default (a CRC32 trailer in
        // aws-chunked encoding) is stored as part of the object by some S3-compatible services.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const prefix = `${(options.publicUrl ?? bucketUrl(options)).replace(/\/+$/, '')}/`;

  return {
    kind: 's3',

    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      // Uploads are 20MB at most and already read whole by the checks: a buffer lets the SDK retry.
      const bytes = Buffer.isBuffer(body) ? body : await readFile(body.path);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: checkKey(key),
          Body: bytes,
          ...objectHeaders(contentType),
        }),
      );
      if (!Buffer.isBuffer(body)) await rm(body.path, { force: true });
    },

    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
    },

    publicUrl: (key) => prefix + checkKey(key),

    urlToKey: (url) => keyAfter(prefix, url),

    async close() {
      if (connection) (await connection).client.destroy();
    },
  };
}
