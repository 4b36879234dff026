/**
 * The content of the generated files (firestore.rules' validation and access blocks, the
 * deployed compact copy of it firestore.deployed.rules,
 * firestore.indexes.json and storage.rules' folder block) for the registered entity
 * definitions, the records (src/entities/records.ts) and src/config. Shared by
 * `npm run generate` and tests/unit/generated.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ENTITY_LIST, RULES_DEFINITIONS, VALIDATED } from '../../src/entities/registry';
import { TRANSLATION_HISTORY_INDEXES } from '../../src/config/translation';
import { AUDIT_INDEXES } from '../../src/lib/data/auditModel';
import { TRASH_INDEXES } from '../../src/lib/data/trashModel';
import { FIND_INDEXES } from '../../src/lib/data/findIndexes';
import { BADGE_INDEXES } from '../../src/lib/data/badgeIndexes';
import { AGGREGATIONS } from '../../src/entities/aggregations';
import { ORDER_TIMELINE_QUERIES } from '../../src/domains/orders/detail/orderTimelineModel';
import { CUSTOMER_STORY_QUERIES } from '../../src/lib/data/customerStoryModel';
import { STATEMENT_QUERIES } from '../../src/lib/data/statementModel';
import { HANDOVER_QUERIES } from '../../src/lib/data/handoverModel';
import { ASSIGNABLE_RIDERS_INDEX, LATE_QUERY_SHAPES } from '../../src/domains/orders/late/lateModel';
import { withGeneratedAccessRules } from '../rules/accessRules';
import { withGeneratedPeopleRules } from '../rules/peopleRules';
import { indexFile } from '../rules/indexes';
import { withGeneratedMatches } from '../rules/matchRules';
import { withGeneratedRecords } from '../rules/recordRules';
import { RECORDS } from '../../src/entities/records';
import { accessTable, fieldsTable, ownersTable, replaceDocBlock } from '../rules/docsTables';
import { ownersFile } from '../rules/ownersFile';
import { DEPLOYED_RULES_FILE, deployedRules } from '../rules/deployedRules';
import { withoutUnusedFunctions } from '../rules/rulesBlocks';
import { withGeneratedRules } from '../rules/rules';
import { LIBRARY_FILES, withRuntimeRules, type Library } from '../rules/runtimeRules';
import { withGeneratedStorageRules } from '../rules/storageRules';
import { appQueryShapes, appsTable, withGeneratedAppRules } from '../rules/appRules';
import { APP_CONTRACT } from '../rules/appContract';

/**
 * @param root the repository's root folder
 * @returns file name (relative to root) → the content it must have
 */
export async function generatedFiles(root: string): Promise<Record<string, string>> {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const rules = read('firestore.rules');
  const library = Object.fromEntries(
    LIBRARY_FILES.map((file) => [file, read(`rules/library/${file}.rules`)]),
  ) as unknown as Library;
  const markdown = { ...(await resolveConfig(join(root, 'docs/access.md'))), parser: 'markdown' } as const;
  const indexes = await format(
    JSON.stringify(
      indexFile(
        ENTITY_LIST,
        [
          ...AUDIT_INDEXES,
          ...TRASH_INDEXES,
          ...TRANSLATION_HISTORY_INDEXES,
          ...FIND_INDEXES,
          ...BADGE_INDEXES,
          ASSIGNABLE_RIDERS_INDEX,
        ],
        [
          ...LATE_QUERY_SHAPES,
          ...AGGREGATIONS.map((declared) => declared.shape),
          ...ORDER_TIMELINE_QUERIES,
          ...CUSTOMER_STORY_QUERIES,
          ...STATEMENT_QUERIES,
          ...HANDOVER_QUERIES,
          ...appQueryShapes(APP_CONTRACT),
        ],
      ),
    ),
    { parser: 'json' },
  );
  const firestoreRules = withoutUnusedFunctions(
    withRuntimeRules(
      withGeneratedMatches(
        withGeneratedRecords(
          withGeneratedAppRules(
            withGeneratedPeopleRules(withGeneratedAccessRules(withGeneratedRules(rules, RULES_DEFINITIONS))),
            APP_CONTRACT,
            RULES_DEFINITIONS,
          ),
          RECORDS,
        ),
        VALIDATED,
        ENTITY_LIST,
        RECORDS,
      ),
      library,
      VALIDATED,
      ENTITY_LIST,
    ),
    'GENERATED VALIDATION',
    'HELPERS',
  );
  return {
    'firestore.rules': firestoreRules,
    // What Firebase deploys: the same rules, compact (./rules/deployedRules.ts).
    [DEPLOYED_RULES_FILE]: deployedRules(firestoreRules),
    'firestore.indexes.json': indexes,
    'src/config/owners.ts': await format(ownersFile(VALIDATED), {
      ...(await resolveConfig(join(root, 'src/config/owners.ts'))),
      parser: 'typescript',
    }),
    'docs/access.md': await format(
      replaceDocBlock(
        replaceDocBlock(read('docs/access.md'), 'ACCESS', accessTable(VALIDATED), 'docs/access.md'),
        'APPS',
        appsTable(APP_CONTRACT),
        'docs/access.md',
      ),
      markdown,
    ),
    'docs/data-model.md': await format(
      replaceDocBlock(
        replaceDocBlock(read('docs/data-model.md'), 'OWNERS', ownersTable(VALIDATED), 'docs/data-model.md'),
        'FIELDS',
        fieldsTable(VALIDATED),
        'docs/data-model.md',
      ),
      markdown,
    ),
    'storage.rules': withGeneratedStorageRules(readFileSync(join(root, 'storage.rules'), 'utf8'), library),
  };
}
