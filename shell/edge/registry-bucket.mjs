// /registry/** from an S3-compatible bucket (the registry `wl-release publish --registry s3://…`
// writes): the same answers as from the registry folder (immutable cache headers, the build's
// brotli or gzip copy by Accept-Encoding, 404 for anything that is not a published file). The
// bytes are the published ones, so the shell's integrity checks (release.json's SRI hashes) hold.
import { Readable } from 'node:stream';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SAFE_PATH = /^[a-z0-9-]+\/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\/(?:[\w.-]+\/)*[\w.-]+$/;

const TYPES = {
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
const typeOf = (file) => TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The copies to try for an Accept-Encoding header: brotli, then gzip, then the file itself. */
export function encodingsFor(acceptEncoding = '') {
  const accepted = new Set();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding.trim());
  }
  return [...(accepted.has('br') ? [['br', '.br']] : []), ...(accepted.has('gzip') ? [['gzip', '.gz']] : []), [null, '']];
}

/**
 * Registers GET /registry/* answered from `s3` (the release package's S3Registry). Returns the
 * manifest reader the first-screen preloads use (manifests cached in memory: a published version
 * never changes).
 */
export function registerBucketRegistry(app, s3) {
  const notFound = (reply) => reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  app.get('/registry/*', async (request, reply) => {
    const file = request.params['*'] ?? '';
    if (!SAFE_PATH.test(file) || file.split('/').some((segment) => segment.startsWith('.')) || /\.(?:br|gz)$/.test(file))
      return notFound(reply);
    for (const [encoding, suffix] of encodingsFor(request.headers['accept-encoding'])) {
      let object;
      try {
        object = await s3.open(s3.key(`${file}${suffix}`));
      } catch (error) {
        request.log.warn({ err: error }, 'registry bucket unavailable');
        return reply.code(502).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('The registry cannot be reached');
      }
      if (!object) continue;
      reply.header('Cache-Control', IMMUTABLE).header('Vary', 'Accept-Encoding').type(typeOf(file));
      if (encoding) reply.header('Content-Encoding', encoding);
      if (object.ContentLength !== undefined) reply.header('Content-Length', String(object.ContentLength));
      if (object.ETag) reply.header('ETag', encoding ? `W/${object.ETag}` : object.ETag);
      return reply.send(object.Body instanceof Readable ? object.Body : Readable.from(object.Body));
    }
    return notFound(reply);
  });
  const manifests = new Map();
  return (remote, version) => {
    const id = `${remote}@${version}`;
    if (!manifests.has(id)) {
      const read = s3
        .get(s3.key(remote, version, 'mf-manifest.json'))
        .then((object) => (object ? JSON.parse(object.body.toString('utf8')) : undefined));
      manifests.set(id, read);
      read.then(
        (manifest) => manifest === undefined && manifests.delete(id),
        () => manifests.delete(id),
      );
    }
    return manifests.get(id);
  };
}
