/**
 * The Storage emulator as it is (rules bypassed with the emulator's owner token), for
 * tests that check which files exist (docs/data-model.md, "Images").
 */
export const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';

/** The default bucket of a demo project. */
export const bucketOf = (projectId: string) => `${projectId}.appspot.com`;

/**
 * @returns the paths of the files under a prefix (e.g. `categories/abc/`)
 * @throws Error when the emulator answers with an error status
 */
export async function listFiles(projectId: string, prefix: string): Promise<string[]> {
  const url = `http://${STORAGE_HOST}/v0/b/${bucketOf(projectId)}/o?prefix=${encodeURIComponent(prefix)}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body = (await response.json()) as { items?: { name: string }[] };
  return (body.items ?? []).map((item) => item.name);
}

/** @returns the stored metadata of a file (size, contentType), or null when it does not exist */
export async function fileMetadata(
  projectId: string,
  path: string,
): Promise<{ size: string; contentType: string } | null> {
  const url = `http://${STORAGE_HOST}/v0/b/${bucketOf(projectId)}/o/${encodeURIComponent(path)}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as { size: string; contentType: string };
}
