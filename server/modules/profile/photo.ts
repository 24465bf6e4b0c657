import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_SIZE_PX, photoProblem } from '../../../core/rules/profile';

/**
 * An uploaded profile picture, checked by content: the first bytes must say JPEG, PNG or WebP
 * (core/rules/profile sniffPhotoType), then sharp must decode it (a renamed or truncated file
 * fails here), within a pixel budget that stops decompression bombs. It is turned upright (EXIF),
 * cropped to a 256×256 square and re-encoded as WebP, so what is stored and served is always an
 * image we made, never the uploaded bytes (no metadata, no polyglot files).
 */
const MAX_INPUT_PIXELS = 40_000_000;

export type PhotoResult =
  | { ok: true; bytes: Uint8Array; version: string }
  | { ok: false; reason: 'PHOTO_INVALID' | 'PHOTO_TOO_LARGE' };

export async function processPhoto(input: Uint8Array): Promise<PhotoResult> {
  const problem = photoProblem(input);
  if (problem) return { ok: false, reason: problem };
  try {
    const bytes = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    const version = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
    return { ok: true, bytes: new Uint8Array(bytes), version };
  } catch {
    return { ok: false, reason: 'PHOTO_INVALID' };
  }
}
