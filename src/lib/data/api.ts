/**
 * The data layer (docs/adding-an-entity.md, docs/performance.md): list with a page size, sort, prefix
 * search and cursor pagination; count with an aggregation query; get one; create,
 * update and delete with audit fields. Screens call these, never Firestore.
 *
 * Lists never read a whole collection: a page reads `pageSize + 1` documents (the
 * extra one tells whether there is a next page) and the total is a count query.
 *
 * One import path for the data provider (./provider.ts) and the rest of the data layer;
 * the code is in ./apiRead.ts (reads), ./apiSave.ts (creates, edits, deletes),
 * ./apiDecide.ts (decisions) and ./apiWrite.ts (what the writes share).
 */
export { countMany, getByIds, getMany, getOne, getWhereIn, MAX_IN, SEARCH_FIELD, searchConstraint } from './apiRead';
export {
  createMany,
  createOne,
  createTogether,
  deleteOne,
  MAX_BATCH_WRITES,
  newDocumentId,
  recordImport,
  updateOne,
} from './apiSave';
export { assignOne, releaseOne, transitionOne, type StatusChange } from './apiDecide';
