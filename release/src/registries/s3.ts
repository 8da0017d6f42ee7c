// The registry on S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...): a published
// version is the objects under `<prefix><remote>/<version>/`, written once with conditional writes
// (`If-None-Match: *`), so two publishers of one version never overwrite each other and different
// content under a published version is refused as it is on disk. Its `release.json` is written
// last: a version without one is incomplete (a publish that stopped half-way; publishing again
// completes it, file by identical file).
import { createHash } from 'node:crypto';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';

/** `registry/**` is immutable: cached for a year by browsers and CDNs (as the edge and nginx send it). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface S3Location {
  bucket: string;
  /** Key prefix, '' or ending in '/'. */
  prefix: string;
  endpoint?: string;
  region: string;
  pathStyle: boolean;
  /** `s3://bucket/prefix/`. */
  url: string;
  /** The location for messages: `s3://bucket/prefix` (and the endpoint when it is not AWS's). */
  where: string;
}

/**
 * `s3://<bucket>[/<prefix>][?endpoint=<url>&region=<region>&path-style=1]`. Credentials come from
 * the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, a role); the region
 * defaults to AWS_REGION, else us-east-1.
 */
export function parseS3Url(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !parsed.hostname) throw new Error(`not an s3://bucket/prefix URL: ${url}`);
  const rawPrefix = decodeURIComponent(parsed.pathname.replace(/^\/+/, ''));
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  const pathStyle = ['1', 'true', 'yes'].includes(parsed.searchParams.get('path-style') ?? (endpoint ? '1' : '0'));
  return {
    bucket: parsed.hostname,
    prefix,
    ...(endpoint ? { endpoint } : {}),
    region: parsed.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    pathStyle,
    url: `s3://${parsed.hostname}/${prefix}`,
    where: `s3://${parsed.hostname}/${prefix}${endpoint ? ` (at ${endpoint})` : ''}`,
  };
}

const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  html: 'text/html; charset=utf-8',
  gz: 'application/gzip',
  br: 'application/octet-stream',
};

/** The Content-Type of a registry file by its name (a compressed copy is typed as its original by whoever serves it). */
export function contentTypeOf(file: string): string {
  return TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

export class S3Registry {
  readonly location: S3Location;
  readonly client: S3Client;

  constructor(url: string) {
    this.location = parseS3Url(url);
    // The SDK warns on every run under Node 20 that its releases after January 2027 need Node 22:
    // the version here is pinned exactly (release/README.md says so), so the warning is noise on
    // every command's output.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: this.location.region,
      ...(this.location.endpoint ? { endpoint: this.location.endpoint } : {}),
      forcePathStyle: this.location.pathStyle,
      // Checksums only where the protocol asks for them: S3-compatible servers differ in which
      // checksum headers and chunked uploads they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get where(): string {
    return this.location.where;
  }

  key(...parts: string[]): string {
    return `${this.location.prefix}${parts.join('/')}`;
  }

  /** Every name one level below `<prefix><path>/` (folders: versions of a remote, remotes). */
  async listFolders(path: string): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: path ? this.key(path, '') : this.location.prefix,
          Delimiter: '/',
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const p of page.CommonPrefixes ?? []) if (p.Prefix) names.push(p.Prefix.slice(0, -1).split('/').pop() as string);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  /** Every file of a version, relative to it. */
  async listFiles(remote: string, version: string): Promise<string[]> {
    const base = this.key(remote, version, '');
    const files: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: base, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) if (object.Key) files.push(object.Key.slice(base.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files.sort();
  }

  /** Whether an object exists. */
  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404 || (error as Error).name === 'NotFound') return false;
      throw error;
    }
  }

  /** An object (its bytes and headers), or null when there is none. `abortSignal` cancels the request. */
  async get(key: string, abortSignal?: AbortSignal): Promise<{ body: Buffer; output: GetObjectCommandOutput } | null> {
    try {
      const output = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: key }),
        abortSignal ? { abortSignal } : {},
      );
      const body = Buffer.from(await (output.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
      return { body, output };
    } catch (error) {
      if (statusOf(error) === 404 || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** A stream of an object for serving, or null when there is none. */
  async open(key: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) === 404 || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /**
   * Writes an object only if there is none (`If-None-Match: *`). Resolves 'written', 'same' (it was
   * there with these bytes) or 'different' (it was there with other bytes: never overwritten).
   * `abortSignal` cancels the request (and its retries): the publish's deadline.
   */
  async putIfAbsent(key: string, body: Buffer, contentType: string, abortSignal?: AbortSignal): Promise<'written' | 'same' | 'different'> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.location.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
          IfNoneMatch: '*',
        }),
        abortSignal ? { abortSignal } : {},
      );
      return 'written';
    } catch (error) {
      // 412: the object exists (409 from a server with a concurrent write in flight): compare.
      if (statusOf(error) !== 412 && statusOf(error) !== 409) throw error;
      const there = await this.get(key, abortSignal);
      if (!there) throw error;
      const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      return digest(there.body) === digest(body) ? 'same' : 'different';
    }
  }

  close(): void {
    this.client.destroy();
  }
}
