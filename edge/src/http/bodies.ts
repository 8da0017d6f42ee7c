// Request bodies the edge passes on, and how it drops one it will not.
import type { IncomingMessage } from 'node:http';

/**
 * Request bodies the edge passes to the platform: uploads (multipart: 3 images of 5 MB and the form
 * around them) and everything else (JSON and form calls). A larger body gets a 413 envelope from the
 * edge instead of being streamed to an upstream that closes the connection on it (which the player
 * saw as a 502).
 */
export const BODY_LIMITS = { upload: 16 * 1024 * 1024, other: 1024 * 1024 };
/**
 * An oversize body is read and thrown away before the 413, up to this many bytes and this long
 * without data; beyond either the edge answers and closes the connection.
 */
export const DISCARD_LIMITS = { bytes: 64 * 1024 * 1024, idleMs: 10_000 };

/** How much of a body is read for nothing, and how long it may idle. */
export interface DiscardLimits {
  bytes?: number;
  idleMs?: number;
}

/** Reads a body to its end and drops it (see {@link discardBody}). */
export type DiscardBody = (raw: IncomingMessage, limits?: DiscardLimits) => Promise<boolean>;

/**
 * Reads a request body to its end and drops it. Resolves true when it ended, false when it was cut
 * off (too long, idle, or the client went away).
 */
export const discardBody: DiscardBody = (raw, { bytes = DISCARD_LIMITS.bytes, idleMs = DISCARD_LIMITS.idleMs } = {}) => {
  if (raw.readableEnded || raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onEnd);
      raw.off('close', onClose);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), idleMs);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bytes) finish(false);
      else idle();
    };
    const onEnd = () => finish(raw.complete);
    const onClose = () => finish(false);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onEnd);
    raw.on('close', onClose);
    idle();
    raw.resume();
  });
};
