// /registry/** from an S3-compatible bucket (the registry `wl-release publish --registry s3://…`
// writes): the same answers as from the registry folder (immutable cache headers, the build's
// brotli or gzip copy by Accept-Encoding, 404 for anything that is not a published file). The
// bytes are the published ones, so the shell's integrity checks (release.json's SRI hashes) hold.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { S3Registry } from 'release/src/registries/s3';
import { acceptedCodings } from '../http/compression';
import type { ReadManifest, RemoteManifest } from '../pages/first-screen-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SAFE_PATH = /^[a-z0-9-]+\/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\/(?:[\w.-]+\/)*[\w.-]+$/;

const TYPES: Partial<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff: 'font/woff',
  woff2: 'font/woff2',
};
const typeOf = (file: string) => TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The copies to try for an Accept-Encoding header: brotli, then gzip, then the file itself. */
export function encodingsFor(acceptEncoding: string | undefined = ''): [encoding: 'br' | 'gzip' | null, suffix: string][] {
  const accepted = acceptedCodings(acceptEncoding);
  return [
    ...(accepted.has('br') ? [['br', '.br'] as const] : []),
    ...(accepted.has('gzip') ? [['gzip', '.gz'] as const] : []),
    [null, ''] as const,
  ].map(([encoding, suffix]) => [encoding, suffix]);
}

/** What the edge last saw of the bucket, for /readyz (issue 50: the bucket was not reported). */
export interface BucketState {
  where: string;
  /** False once a read failed, until one succeeds again. */
  reachable: boolean;
  lastFailure?: string;
  lastFailureAt?: string;
}

/**
 * Registers GET /registry/* answered from `s3` (the release package's S3Registry). Returns the
 * manifest reader the first-screen preloads use (manifests cached in memory: a published version
 * never changes) and what the edge last saw of the bucket.
 */
export function registerBucketRegistry(app: FastifyInstance, s3: S3Registry): { readManifest: ReadManifest; state: () => BucketState } {
  const state: BucketState = { where: s3.where, reachable: true };
  const reached = () => {
    state.reachable = true;
  };
  const failed = (error: unknown) => {
    state.reachable = false;
    state.lastFailure = error instanceof Error ? error.message : String(error);
    state.lastFailureAt = new Date().toISOString();
  };
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  app.get<{ Params: { '*'?: string } }>('/registry/*', async (request, reply) => {
    const file = request.params['*'] ?? '';
    if (!SAFE_PATH.test(file) || file.split('/').some((segment) => segment.startsWith('.')) || /\.(?:br|gz)$/.test(file))
      return notFound(reply);
    for (const [encoding, suffix] of encodingsFor(request.headers['accept-encoding'])) {
      let object;
      try {
        object = await s3.open(s3.key(`${file}${suffix}`));
        reached();
      } catch (error) {
        failed(error);
        request.log.warn({ err: error }, 'registry bucket unavailable');
        return reply.code(502).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('The registry cannot be reached');
      }
      if (!object) continue;
      reply.header('Cache-Control', IMMUTABLE).header('Vary', 'Accept-Encoding').type(typeOf(file));
      if (encoding) reply.header('Content-Encoding', encoding);
      if (object.ContentLength !== undefined) reply.header('Content-Length', String(object.ContentLength));
      if (object.ETag) reply.header('ETag', encoding ? `W/${object.ETag}` : object.ETag);
      const body = object.Body as unknown;
      return reply.send(body instanceof Readable ? body : Readable.from(body as Iterable<unknown>));
    }
    return notFound(reply);
  });
  const manifests = new Map<string, Promise<RemoteManifest | undefined>>();
  const readManifest: ReadManifest = (remote, version) => {
    const id = `${remote}@${version}`;
    let read = manifests.get(id);
    if (!read) {
      read = s3
        .get(s3.key(remote, version, 'mf-manifest.json'))
        .then((object) => (object ? (JSON.parse(object.body.toString('utf8')) as RemoteManifest) : undefined));
      manifests.set(id, read);
      read.then(
        (manifest) => {
          reached();
          if (manifest === undefined) manifests.delete(id);
        },
        (error: unknown) => {
          failed(error);
          manifests.delete(id);
        },
      );
    }
    return read;
  };
  return { readManifest, state: () => ({ ...state }) };
}
