/**
 * How the panel shrinks an image before upload (docs/data-model.md, "Images"): the
 * options given to browser-image-compression, shared by the image field
 * (./images.ts) and `npm run bench` (scripts/bench-image.ts). Pure data.
 */

/** Longest side of an uploaded image, in px. */
export const MAX_SIDE = 1600;

/**
 * @param webp whether the browser can write WebP (else JPEG)
 * @returns the options of browser-image-compression
 */
export function shrinkOptions(webp: boolean) {
  return {
    maxWidthOrHeight: MAX_SIDE,
    maxSizeMB: 1,
    fileType: webp ? 'image/webp' : 'image/jpeg',
    initialQuality: 0.82,
    useWebWorker: true,
  } as const;
}
