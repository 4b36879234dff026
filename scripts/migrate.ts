/**
 * `npm run migrate [-- --project ID]`: runs every migration the entity definitions
 * declare (docs/adding-an-entity.md, "Migrations") on the emulators' stored documents:
 * a document lacking a migrated field gets the step's value; then the suppliers' bank
 * details move out of supplierAccounts into supplierBanks (scripts/lib/moveBank.ts) and each
 * delivery company's code gets its claim (scripts/lib/claimCodes.ts). Paged with cursors, pages
 * and batches of at most 500, idempotent (scripts/lib/migrate.ts). `npm start` and
 * `npm run seed` run it too, after seeding.
 *
 * Emulators only, as the seed: the project id must start with `demo-`, and the Admin SDK
 * is pointed at FIRESTORE_EMULATOR_HOST (default 127.0.0.1:8080). A production database
 * is migrated by whoever holds its service account, with the same `migrate()`.
 */
import { deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { migrate } from './lib/migrate';
import { claimCompanyCodes } from './lib/claimCodes';
import { moveBankDetails } from './lib/moveBank';
import { adminApp, applyEmulatorDefaults, assertDemoProject, DEFAULT_PROJECT_ID } from './seed';

/**
 * Parses `--project ID` (or `--project=ID`).
 * @throws Error on any other argument
 */
export function parseMigrateArgs(argv: readonly string[]): { projectId: string } {
  let projectId = DEFAULT_PROJECT_ID;
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] ?? '';
    if (raw.startsWith('--project=')) projectId = raw.slice('--project='.length);
    else if (raw === '--project' && argv[i + 1]) projectId = argv[++i] ?? projectId;
    else throw new Error(`Unknown argument ${raw}\nUsage: npm run migrate [-- --project demo-…]`);
  }
  return { projectId };
}

/** CLI entry: exit code 1 on error. */
async function main(): Promise<void> {
  const { projectId } = parseMigrateArgs(process.argv.slice(2));
  assertDemoProject(projectId, 'migrate');
  const hosts = applyEmulatorDefaults();
  const app = adminApp(projectId);
  try {
    console.log(`Migrating project ${projectId} (Firestore ${hosts.firestore})`);
    const results = await migrate(getFirestore(app), undefined, (line) => console.log(line));
    if (results.length === 0) console.log('No definition declares a migration: nothing to do.');
    // Issue 45: bank details apart from the amounts (scripts/lib/moveBank.ts).
    const moved = await moveBankDetails(getFirestore(app));
    console.log(`Bank details moved to supplierBanks: ${moved.written} of ${moved.read} supplier accounts.`);
    // Issue 45: one delivery company per code (scripts/lib/claimCodes.ts).
    const codes = await claimCompanyCodes(getFirestore(app));
    console.log(`Company codes claimed: ${codes.written} of ${codes.read} delivery companies.`);
    for (const line of codes.shared) console.log(`Code held by several companies (give one another code): ${line}`);
  } finally {
    await deleteApp(app);
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(`Migration failed: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
