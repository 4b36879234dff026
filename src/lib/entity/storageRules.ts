/**
 * The generated block of storage.rules (docs/data-model.md, "Images"; docs/access.md):
 * which menu path owns each Storage folder, which folders are public and which path
 * owns the images of each users type. All of it comes from src/config/collections.ts
 * (COLLECTION_OWNERS, PUBLIC_IMAGE_FOLDERS, USER_TYPE_PATH, MAX_IMAGE_BYTES), the same
 * maps firestore.rules uses, so Storage and Firestore agree on who owns what.
 * `npm run generate` writes it; tests/unit/generated.test.ts fails when it is stale.
 */
import { COLLECTION_OWNERS, MAX_IMAGE_BYTES, PUBLIC_IMAGE_FOLDERS, USER_TYPE_PATH } from '@/config/collections';

export const STORAGE_BEGIN = '    // BEGIN GENERATED FOLDERS';
export const STORAGE_END = '    // END GENERATED FOLDERS';

const quote = (s: string) => `'${s}'`;

/**
 * @returns the text between and including the markers: `folderOwners()`,
 *   `publicFolders()`, `typePaths()` and `maxImageBytes()`
 */
export function generatedStorageRules(): string {
  const owners = Object.entries(COLLECTION_OWNERS)
    .map(([folder, paths]) => `        ${quote(folder)}: [${paths.map(quote).join(', ')}],`)
    .join('\n');
  const types = Object.entries(USER_TYPE_PATH)
    .map(([type, path]) => `        ${quote(type)}: ${quote(path)},`)
    .join('\n');
  return [
    `${STORAGE_BEGIN} (npm run generate, from src/config/collections.ts)`,
    '    // The menu paths using each folder; the first owns it (writes). Like firestore.rules.',
    '    function folderOwners() {',
    '      return {',
    owners,
    '      };',
    '    }',
    '    // Folders anyone may download from (public catalogue and content images).',
    '    function publicFolders() {',
    `      return [${PUBLIC_IMAGE_FOLDERS.map(quote).join(', ')}];`,
    '    }',
    '    // The menu path owning the users documents (and their images) of each type.',
    '    function typePaths() {',
    '      return {',
    types,
    '      };',
    '    }',
    '    function maxImageBytes() {',
    `      return ${MAX_IMAGE_BYTES};`,
    '    }',
    STORAGE_END,
  ].join('\n');
}

/**
 * Replaces the generated block of storage.rules.
 * @throws Error when the markers are missing
 */
export function withGeneratedStorageRules(rules: string): string {
  const start = rules.indexOf(STORAGE_BEGIN);
  const end = rules.indexOf(STORAGE_END);
  if (start < 0 || end < start) throw new Error('storage.rules has no GENERATED FOLDERS markers');
  return rules.slice(0, start) + generatedStorageRules() + rules.slice(end + STORAGE_END.length);
}
