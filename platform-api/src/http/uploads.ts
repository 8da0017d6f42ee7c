import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, PROMOTION_UPLOAD_LIMITS } from 'shared-contracts';
import { ApiFailure, LOCAL_ERROR_CODES } from './failure';
import { MESSAGES } from '../db/content/messages';
import { t } from '../i18n/localized';

/** One uploaded file, as read from a multipart request. */
export interface Upload {
  field: string;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
  data: Buffer;
}

const uploadsByRequest = new WeakMap<FastifyRequest, Upload[]>();

/** The files of a multipart request (empty for any other request). */
export function uploadsOf(request: FastifyRequest): Upload[] {
  return uploadsByRequest.get(request) ?? [];
}

/** The image type from the file's first bytes (never from what the client claims). */
function sniffImage(data: Buffer): Upload['mime'] | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Multipart limits (spec §5, §9): at most 3 files of 5 MB; short text fields. */
export const MULTIPART_LIMITS = {
  fileSize: PROMOTION_UPLOAD_LIMITS.maxImageBytes,
  files: PROMOTION_UPLOAD_LIMITS.maxImages,
  fields: 10,
  fieldSize: 4096,
  parts: 20,
} as const;

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart body into a plain object for the endpoint's schema: text fields as strings,
 * files as Blobs of their sniffed type (repeated fields become arrays), keeping the bytes for the
 * handler ({@link uploadsOf}) and a digest of them for idempotency. Files beyond the limits are
 * refused with 413 `request.payload.too.large`, files that are not png or jpg with 400.
 */
export async function readMultipart(request: FastifyRequest): Promise<{ body: Record<string, unknown>; digest: string }> {
  if (!request.isMultipart()) throw new ApiFailure(400, ERROR_CODES.validation, t(MESSAGES.multipartRequired));
  const body: Record<string, unknown> = {};
  const uploads: Upload[] = [];
  const digest = createHash('sha256');
  const add = (field: string, value: unknown) => {
    const current = body[field];
    body[field] =
      current === undefined ? (field === 'images' ? [value] : value) : Array.isArray(current) ? [...current, value] : [current, value];
  };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        const mime = sniffImage(data);
        if (!mime)
          throw new ApiFailure(400, LOCAL_ERROR_CODES.fieldErrors, t(MESSAGES.imagesPngJpg), {
            fieldErrors: { [part.fieldname]: t(MESSAGES.imagesPngJpg) },
          });
        const sha256 = createHash('sha256').update(data).digest('hex');
        uploads.push({ field: part.fieldname, mime, size: data.length, sha256, data });
        digest.update(`${part.fieldname}:${sha256};`);
        add(part.fieldname, new Blob([data], { type: mime }));
      } else {
        add(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (TOO_LARGE.has(code)) {
      throw new ApiFailure(
        413,
        ERROR_CODES.payloadTooLarge,
        t(MESSAGES.uploadTooLarge, { files: MULTIPART_LIMITS.files, size: MULTIPART_LIMITS.fileSize / 1024 / 1024 }),
      );
    }
    throw new ApiFailure(400, ERROR_CODES.validation, t(MESSAGES.multipartUnreadable));
  }
  uploadsByRequest.set(request, uploads);
  return { body, digest: digest.digest('hex') };
}
