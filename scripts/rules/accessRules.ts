/**
 * The access maps of firestore.rules (docs/access.md, "Who may do what, per
 * collection"): what an Access list may hold (`accessValues()`: the menu paths of the
 * navigation definition and All) and the menu path owning each other collection
 * (`collectionOwner()`, which the audit trail's rules read; each collection's match
 * block writes its own paths, ./matchRules.ts). Written from src/config/collections.ts and
 * src/config/navigation.ts by `npm run generate`, so the rules, storage.rules, the menu
 * and the screens' write controls read one definition; tests/unit/generated.test.ts
 * fails when the rules file is stale.
 */
import { COLLECTION_OWNERS } from '@/config/collections';
import { NAV_ITEMS } from '@/config/navigation';
import { listLiteral, mapEntries, replaceBlock } from './rulesBlocks';

/** The generated blocks of firestore.rules, by marker name, each with its marker lines. */
export function generatedAccessBlocks(): Record<'ACCESS_VALUES' | 'COLLECTION_OWNERS', string> {
  const from = (file: string) => `(npm run generate, from src/config/${file})`;
  return {
    ACCESS_VALUES: [
      `    // BEGIN ACCESS_VALUES ${from('navigation.ts')}`,
      '    // What an Access list may hold: the menu paths of the navigation and All.',
      '    function accessValues() {',
      `      return ${listLiteral([...NAV_ITEMS.map((item) => item.path), 'All'])};`,
      '    }',
      '    // END ACCESS_VALUES',
    ].join('\n'),
    COLLECTION_OWNERS: [
      `    // BEGIN COLLECTION_OWNERS ${from('collections.ts')}`,
      '    // The owner path of each collection (docs/access.md): its holders write it, and',
      '    // read the audit entries of its documents.',
      '    function collectionOwner() {',
      '      return {',
      mapEntries(
        Object.fromEntries(Object.entries(COLLECTION_OWNERS).map(([name, paths]) => [name, paths[0] ?? 'All'])),
        '        ',
      ),
      '      };',
      '    }',
      '    // END COLLECTION_OWNERS',
    ].join('\n'),
  };
}

/**
 * firestore.rules with its access blocks written anew (the people's: ./peopleRules.ts).
 * @param rules the file's text
 * @throws Error when a block's BEGIN/END markers are missing
 */
export function withGeneratedAccessRules(rules: string): string {
  return Object.entries(generatedAccessBlocks()).reduce(
    (text, [name, block]) => replaceBlock(text, name, block, 'firestore.rules'),
    rules,
  );
}
