// Compression of the answers the edge makes as it goes (the app page, the brand and releases files,
// the platform's answers): the build's own files have precompressed copies.
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** The codings an Accept-Encoding header accepts (a coding with q=0 is refused, as RFC 9110 says). */
export function acceptedCodings(acceptEncoding: string | undefined = ''): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding.trim());
  }
  return accepted;
}

/**
 * The encoding to compress a dynamic answer with, from the request's Accept-Encoding: brotli, else
 * gzip, else none.
 */
export function negotiateEncoding(acceptEncoding: string | undefined = ''): 'br' | 'gzip' | null {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Answers smaller than this go as they are (compressing them saves nothing worth the work). */
export const COMPRESS_MIN_BYTES = 1024;

/** The types compressed on the fly: text, JSON, JavaScript, SVG (deploy/nginx's gzip_types, and the page). */
export const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript)|image\/svg\+xml)/i;

/**
 * Compresses an answer. Brotli at quality 5: most of the size gain for a fraction of the CPU of
 * quality 11, which only the build can afford.
 */
export function compressPayload(payload: string | Buffer | Readable, encoding: 'br' | 'gzip'): Buffer | Readable {
  const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    return encoding === 'br' ? zlib.brotliCompressSync(payload, brotli) : zlib.gzipSync(payload);
  }
  return payload.pipe(encoding === 'br' ? zlib.createBrotliCompress(brotli) : zlib.createGzip());
}
