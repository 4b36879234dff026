/**
 * The apps' contract of the registered definitions (src/entities/apps.ts `appContract`
 * over ENTITY_LIST), computed once for the generator and the tests.
 */
import { appContract, type AppEntry } from '@/entities/apps';
import { ENTITY_LIST } from '@/entities/registry';

/** Every entry of the contract (docs/access.md "What the marketplace's apps read and write"). */
export const APP_CONTRACT: readonly AppEntry[] = appContract(ENTITY_LIST);
