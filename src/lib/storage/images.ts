/**
 * Images in Cloud Storage (docs/data-model.md, "Images"): checking a picked file,
 * shrinking it in the browser, uploading it with progress, download URLs, deleting.
 * This module loads the Storage SDK and browser-image-compression: import it lazily
 * (`import('@/lib/storage/images')`), never from the login page's code.
 */
import { deleteObject, getDownloadURL, listAll, ref, uploadBytesResumable, type StorageError } from 'firebase/storage';
import { MAX_IMAGE_BYTES, MAX_SOURCE_BYTES } from '@/config/collections';
import { imageFolder } from '@/lib/entity/fields';
import { storage } from '@/lib/firebase/storage';
import { sessionCache } from '@/lib/session/sessionCaches';
import type { ImageProblem } from './problems';
import { shrinkOptions } from './shrink';

export { MAX_SIDE } from './shrink';
export type { ImageProblem } from './problems';

/** An error carrying an ImageProblem. */
export class ImageError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image: ${problem}`);
    this.name = 'ImageError';
  }
}

/**
 * Checks a picked file before any work: an image type (not SVG, which can hold
 * scripts) of at most MAX_SOURCE_BYTES.
 * @returns the problem ('wrongType', or 'tooLarge' over MAX_SOURCE_BYTES), or null when
 *   it may be shrunk and uploaded
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!/^image\//.test(file.type) || /^image\/svg/.test(file.type)) return 'wrongType';
  if (file.size > MAX_SOURCE_BYTES) return 'tooLarge';
  return null;
}

/**
 * Shrinks an image in the browser before upload (browser-image-compression, in a web
 * worker): longest side at most MAX_SIDE px, WebP (JPEG where the browser cannot write
 * WebP), about 1 MB at most.
 * @returns the new file (its type image/webp or image/jpeg)
 * @throws ImageError 'unreadable' when the file is not a decodable image,
 *   'tooLargeShrunk' when even the shrunk file is over MAX_IMAGE_BYTES
 */
export async function shrinkImage(file: File): Promise<File> {
  const { default: compress } = await import('browser-image-compression');
  const webp = canWriteWebp();
  let out: File;
  try {
    out = await compress(file, shrinkOptions(webp));
  } catch {
    throw new ImageError('unreadable');
  }
  if (out.size > MAX_IMAGE_BYTES) throw new ImageError('tooLargeShrunk');
  return out;
}

function canWriteWebp(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    return canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    return false;
  }
}

/**
 * A new file path in a document's image folder: `<collection>/<docId>/<time>-<random>.<ext>`.
 * @param type the file's content type (its extension)
 */
export function newImagePath(collection: string, docId: string, type: string): string {
  const ext = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : type === 'image/gif' ? 'gif' : 'jpg';
  const random = Math.random().toString(36).slice(2, 8);
  return `${imageFolder(collection, docId)}/${Date.now()}-${random}.${ext}`;
}

/** A running upload: its end, and how to stop it. */
export interface Upload {
  /** Resolves when stored; rejects with an ImageError ('denied', 'failed', 'canceled'). */
  readonly done: Promise<void>;
  readonly cancel: () => void;
}

/** The ImageProblem of a Storage error. */
export function problemOf(error: unknown): ImageProblem {
  if (error instanceof ImageError) return error.problem;
  const code = (error as Partial<StorageError> | null)?.code;
  if (code === 'storage/unauthorized' || code === 'storage/unauthenticated') return 'denied';
  if (code === 'storage/canceled') return 'canceled';
  return 'failed';
}

/**
 * Uploads a file with uploadBytesResumable.
 * @param path where (see newImagePath); storage.rules decides who may
 * @param onProgress called with the fraction sent, 0 to 1
 */
export function uploadImage(path: string, file: Blob, onProgress: (fraction: number) => void): Upload {
  const task = uploadBytesResumable(ref(storage, path), file, { contentType: file.type });
  const done = new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      (error) => reject(new ImageError(problemOf(error))),
      () => resolve(),
    );
  });
  return { done, cancel: () => void task.cancel() };
}

const urls = sessionCache(new Map<string, Promise<string>>());

/**
 * The download URL of a stored image (cached for the session; a failure is not cached).
 * @throws FirebaseError when it does not exist or the caller may not read it
 */
export function imageUrl(path: string): Promise<string> {
  let url = urls.get(path);
  if (!url) {
    url = getDownloadURL(ref(storage, path));
    url.catch(() => urls.delete(path));
    urls.set(path, url);
  }
  return url;
}

/** Deletes a stored image; one already gone counts as deleted. */
export async function deleteImage(path: string): Promise<void> {
  urls.delete(path);
  try {
    await deleteObject(ref(storage, path));
  } catch (error) {
    if ((error as Partial<StorageError>).code !== 'storage/object-not-found') throw error;
  }
}

/**
 * Deletes every file of a document's image folder (after the document was deleted).
 * @returns how many files were deleted
 */
export async function deleteImageFolder(collection: string, docId: string): Promise<number> {
  const { items } = await listAll(ref(storage, imageFolder(collection, docId)));
  await Promise.all(items.map((item) => deleteImage(item.fullPath)));
  return items.length;
}
