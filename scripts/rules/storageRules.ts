/**
 * The generated block of storage.rules (docs/data-model.md, "Images"; docs/access.md):
 * which menu path owns each Storage folder and which folders are public, from
 * src/config/collections.ts (COLLECTION_OWNERS, PUBLIC_IMAGE_FOLDERS, MAX_IMAGE_BYTES,
 * IMAGE_CONTENT_TYPES), the same maps firestore.rules uses, so Storage and Firestore
 * agree on who owns what; and the PEOPLE_IMAGES block (people's pictures) from the people
 * policy (src/config/people.ts, ./peopleRules.ts), as firestore.rules' people blocks.
 * `npm run generate` writes it; tests/unit/generated.test.ts fails when it is stale.
 */
import { COLLECTION_OWNERS, IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, PUBLIC_IMAGE_FOLDERS } from '@/config/collections';
import { listLiteral, mapEntries, replaceBlock } from './rulesBlocks';
import { peopleImagesBlock } from './peopleRules';
import type { Library } from './runtimeRules';

/**
 * @returns the text between and including the markers: `folderOwners()`,
 *   `publicFolders()`, `maxImageBytes()` and `imageTypes()` (the
 *   allow-list of content types, lower case)
 */
export function generatedStorageRules(): string {
  return [
    '    // BEGIN GENERATED FOLDERS (npm run generate, from src/config/collections.ts)',
    '    // The menu paths using each folder; the first owns it (writes). Like firestore.rules.',
    '    function folderOwners() {',
    '      return {',
    mapEntries(COLLECTION_OWNERS, '        '),
    '      };',
    '    }',
    '    // Folders anyone may download from (public catalogue and content images).',
    '    function publicFolders() {',
    `      return ${listLiteral(PUBLIC_IMAGE_FOLDERS)};`,
    '    }',
    '    function maxImageBytes() {',
    `      return ${MAX_IMAGE_BYTES};`,
    '    }',
    '    // The content types an upload may have, in lower case: raster images only, never SVG.',
    '    function imageTypes() {',
    `      return ${listLiteral(IMAGE_CONTENT_TYPES)};`,
    '    }',
    '    // END GENERATED FOLDERS',
  ].join('\n');
}

/** The library block storage.rules shares with firestore.rules: who the caller is (rules/library/access.rules). */
export const STORAGE_LIBRARY_BLOCK = 'ACCESS_LIBRARY';

/**
 * Replaces the generated blocks of storage.rules (the folders, people's pictures) and its
 * copy of the shared library file.
 * @param library the texts of rules/library (only `access` is used)
 * @throws Error when the markers are missing
 */
export function withGeneratedStorageRules(rules: string, library: Pick<Library, 'access'>): string {
  const access = library.access
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');
  const shared = `    // BEGIN ${STORAGE_LIBRARY_BLOCK} (hand-written: rules/library/access.rules)\n${access}\n    // END ${STORAGE_LIBRARY_BLOCK}`;
  return replaceBlock(
    replaceBlock(
      replaceBlock(rules, 'GENERATED FOLDERS', generatedStorageRules(), 'storage.rules'),
      'PEOPLE_IMAGES',
      peopleImagesBlock(),
      'storage.rules',
    ),
    STORAGE_LIBRARY_BLOCK,
    shared,
    'storage.rules',
  );
}
