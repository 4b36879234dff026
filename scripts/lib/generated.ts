/**
 * The content of the generated files (firestore.rules' validation and access blocks,
 * firestore.indexes.json and storage.rules' folder block) for the registered entity
 * definitions and src/config. Shared by
 * `npm run generate` and tests/unit/generated.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { ENTITY_LIST, RULES_DEFINITIONS } from '../../src/entities/registry';
import { AUDIT_INDEXES } from '../../src/lib/data/auditModel';
import { withGeneratedAccessRules } from '../../src/lib/entity/accessRules';
import { indexFile } from '../../src/lib/entity/indexes';
import { withGeneratedRules } from '../../src/lib/entity/rules';
import { withGeneratedStorageRules } from '../../src/lib/entity/storageRules';

/**
 * @param root the repository's root folder
 * @returns file name (relative to root) → the content it must have
 */
export async function generatedFiles(root: string): Promise<Record<string, string>> {
  const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
  const indexes = await format(JSON.stringify(indexFile(ENTITY_LIST, AUDIT_INDEXES)), { parser: 'json' });
  return {
    'firestore.rules': withGeneratedAccessRules(withGeneratedRules(rules, RULES_DEFINITIONS)),
    'firestore.indexes.json': indexes,
    'storage.rules': withGeneratedStorageRules(readFileSync(join(root, 'storage.rules'), 'utf8')),
  };
}
