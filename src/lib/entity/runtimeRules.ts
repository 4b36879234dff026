/**
 * The helper functions the generated match blocks of firestore.rules call, written by
 * `npm run generate` (docs/access.md, "Where the rules come from"): each group only when
 * a definition needs it, with its constants taken from the TypeScript that writes the
 * same data (src/lib/data/auditModel.ts, trashModel.ts; CONVERSATION_FIELDS), and the
 * parts that vary by entity (a review's or notification's audit path, the children a
 * restore counts again) derived from the definitions. The logic of each helper is
 * written here once, as rules text; the generated blocks are HELPERS (what every match
 * calls: create and update bookkeeping, people, conversations, child counters, the
 * audit link) and TRASH (the trash's entries, their audit entries and the restore match,
 * last in the file). `npm run rules:stats` counts these lines per block.
 */
import { AUDIT_ENTRY_FIELDS, MAX_AUDITED_FIELDS, UNAUDITED_FIELDS } from '@/lib/data/auditModel';
import { IMPORT_COUNTS, MAX_IMPORT_COUNT } from '@/lib/data/importModel';
import { TRASH_DAYS, TRASH_ENTRY_FIELDS, TRASH_ID_FIELD } from '@/lib/data/trashModel';
import { CONVERSATION_FIELDS } from './define';
import type { MatchShape } from './matchRules';
import { deletesIntoTrash, personReferences } from './matchRules';
import { listLiteral, quote, replaceBlock } from './rulesBlocks';

const helpers = `    // Whether the caller is staff holding one of \`paths\` or All: isStaff() and
    // hasAccess(paths) with the caller's document read once (a missing one is an error,
    // so a refusal; docs/access.md "Rules cost").
    function holds(paths) {
      let me = get(callerPath()).data;
      let access = me.get('Access', []);
      return me.get('type', '') == 'employee' && me.get('blocked', false) != true
        && (access is list ? access : (access == 'All' ? ['All'] : [])).hasAny(paths.concat(['All']));
    }

    // ---- Field validation: helpers ----------------------------------------------------
    //
    // What the data layer (src/lib/data/api.ts) writes, and so what is accepted:
    // - create: the entity's fields, \`searchPrefixes\` (isSearchPrefixes), createdAt = updatedAt =
    //   server time, createdBy = updatedBy = the caller, and for a parent its child
    //   counter at 0. Nothing else (hasOnly) and nothing missing (hasAll).
    // - update: only the entity's fields, \`searchPrefixes\`, updatedAt (= server time)
    //   and updatedBy (= the caller) change (affectedKeys); createdAt and createdBy never
    //   do. The whole document after the write must still be valid. Seeded documents
    //   (createdBy 'seed', maybe without searchPrefixes) can be updated.
    // - a child (sub-category, area) is counted on its parent in the same write (see
    //   "Child counters" below).

    // An image value (docs/data-model.md, "Images") is checked by the generated
    // isImagePath(value, collection): exactly \`<collection>/<docId>/<file>\` of the
    // document being written, compared part by part as strings, never a URL.

    // The path of a document of any collection.
    function docPath(coll, docId) {
      return /databases/$(database)/documents/$(coll)/$(docId);
    }

    // A usable document id (it is put into a path): a non-empty string without '/'.
    function isDocId(value) {
      return value is string && value.size() <= 1500 && value.matches('[^/]+') && !value.matches('[.]{1,2}');
    }

    // A child counter value.
    function isCount(value) {
      return value is int && value >= 0;
    }

    function auditKeys() {
      return ['searchPrefixes', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];
    }

    // The bookkeeping of a create: createdAt and updatedAt the server time, createdBy and
    // updatedBy the caller (also for users documents, whose keys vary by type).
    function isCreateStamp() {
      let data = request.resource.data;
      return data.createdAt == request.time && data.updatedAt == request.time
        && data.createdBy == request.auth.uid && data.updatedBy == request.auth.uid;
    }

    // A create holding exactly \`fields\` + \`counters\` + the audit keys, with
    // createdAt/updatedAt the server time and createdBy/updatedBy the caller.
    function isValidCreate(fields, counters) {
      let data = request.resource.data;
      let keys = fields.concat(counters).concat(auditKeys());
      return data.keys().hasAll(keys)
        && data.keys().hasOnly(keys)
        && isSearchPrefixes(data.searchPrefixes)
        && data.createdAt == request.time
        && data.updatedAt == request.time
        && data.createdBy == request.auth.uid
        && data.updatedBy == request.auth.uid;
    }

    // An update changing only \`fields\`, \`counters\`, searchPrefixes, updatedAt (to the
    // server time) and updatedBy (to the caller), and leaving every field present.
    function isValidUpdate(fields, counters) {
      let data = request.resource.data;
      return data.diff(resource.data).affectedKeys()
          .hasOnly(fields.concat(counters).concat(['searchPrefixes', 'updatedAt', 'updatedBy']))
        && data.keys().hasAll(fields)
        && isSearchPrefixes(data.get('searchPrefixes', []))
        && data.updatedAt == request.time
        && data.updatedBy == request.auth.uid;
    }

`;

const messages = `    // A conversation (a list of { text, by, at, staff } messages, docs/data-model.md)
    // after one message of the caller: the messages before unchanged, then the new one
    // holding \`text\`. Its time \`at\` is the writer's device time (Firestore cannot put a
    // server time inside a list): within five minutes of the server's.
    function isMessageAppended(before, after, text, staff) {
      let n = before.size();
      // A range [0:0] is an error in the rules language: an empty list before is checked by size.
      return after is list && after.size() == n + 1
        && (n == 0 || after[0:n] == before)
        && after[n] is map
        && after[n].keys().hasAll(${listLiteral(CONVERSATION_FIELDS)})
        && after[n].keys().hasOnly(${listLiteral(CONVERSATION_FIELDS)})
        && after[n].text == text
        && after[n].by == request.auth.uid
        && after[n].staff == staff
        && after[n].at is timestamp
        && after[n].at > request.time - duration.value(5, 'm')
        && after[n].at < request.time + duration.value(5, 'm');
    }

    // A staff reply appended to a conversation (a transition's \`append\`).
    function isStaffMessageAppended(before, after, text) {
      return isMessageAppended(before, after, text, true);
    }

`;

const counters = `    // ---- Child counters: a parent is deleted only without children ---------------------
    //
    // A parent (category, city) counts its children (sub-categories, areas) so that it is
    // deleted only at 0 (spec §4). Every step of a counter names the child that pays for
    // it in \`lastCountedChild\`, and both sides check each other in the same write
    // (docs/data-model.md, "Child counters"):
    // - the parent: +1 only if the named child arrives at it in this write (created, or
    //   moved in), -1 only if the named child leaves it (deleted, or moved out); nothing
    //   else changes in a step. So a counter can neither be lowered nor raised by hand.
    // - the child: its create (or move in) needs its new parent stepped +1 naming it, its
    //   delete (or move out) its old parent stepped -1 naming it. A step names one child,
    //   so it cannot pay for two.
    // A link is generated from the definitions (\`<parent>ChildLink()\`,
    // \`<child>ParentLink()\`): {parents, children, field (the child's parent id), counter,
    // named (the parent's field naming the child of the last step: 'lastCountedChild')}.

    // The parent's fields a step writes besides updatedAt/updatedBy.
    function counterKeys(link) {
      return [link.counter, link.named];
    }

    // Whether the write changes no other keys than \`keys\`.
    function changesOnly(keys) {
      return request.resource.data.diff(resource.data).affectedKeys().hasOnly(keys);
    }

    // Whether child \`childId\` points at parent \`parentId\` before this write.
    function pointedAtBefore(link, childId, parentId) {
      return exists(docPath(link.children, childId))
        && get(docPath(link.children, childId)).data.get(link.field, null) == parentId;
    }

    // Whether child \`childId\` points at parent \`parentId\` after this write.
    function pointsAtAfter(link, childId, parentId) {
      return existsAfter(docPath(link.children, childId))
        && getAfter(docPath(link.children, childId)).data.get(link.field, null) == parentId;
    }

    // A parent's update (the parent \`parentId\` of \`link\`): its counter and the child it
    // names unchanged, or one step alone paid for by the child it names.
    function isCounterKeptOrStepped(link, parentId) {
      let before = resource.data.get(link.counter, 0);
      let after = request.resource.data.get(link.counter, 0);
      let child = request.resource.data.get(link.named, null);
      return isCount(after)
        && ((after == before && !request.resource.data.diff(resource.data).affectedKeys().hasAny([link.named]))
          || (changesOnly(counterKeys(link).concat(['updatedAt', 'updatedBy']))
            && isDocId(child)
            && ((after == before + 1
                && !pointedAtBefore(link, child, parentId) && pointsAtAfter(link, child, parentId))
              || (after == before - 1
                && pointedAtBefore(link, child, parentId) && !pointsAtAfter(link, child, parentId)))));
    }

    // Whether this write moves the counter of the existing parent \`parentId\` by \`delta\`
    // and names child \`childId\` as the one paying for it.
    function isSteppedFor(link, parentId, childId, delta) {
      return isDocId(parentId)
        && exists(docPath(link.parents, parentId))
        && getAfter(docPath(link.parents, parentId)).data.get(link.counter, -1)
          == get(docPath(link.parents, parentId)).data.get(link.counter, 0) + delta
        && getAfter(docPath(link.parents, parentId)).data.get(link.named, null) == childId;
    }

    // Whether child \`childId\` leaving parent \`parentId\` is accounted for: the parent is
    // stepped -1 naming it, or there is no parent (never set, or gone), or its counter
    // is 0 and stays 0 (data counted before counters existed).
    function isUncountedFrom(link, parentId, childId) {
      return !isDocId(parentId)
        || !exists(docPath(link.parents, parentId))
        || (get(docPath(link.parents, parentId)).data.get(link.counter, 0) == 0
          && getAfter(docPath(link.parents, parentId)).data.get(link.counter, 0) == 0)
        || isSteppedFor(link, parentId, childId, -1);
    }

    // A child update: unchanged parent, or moved with the new parent counted and the old
    // one uncounted in the same write, both naming this child.
    function isParentKeptOrMoved(link, childId) {
      let newId = request.resource.data[link.field];
      let oldId = resource.data.get(link.field, null);
      return newId == oldId
        || (isSteppedFor(link, newId, childId, 1) && isUncountedFrom(link, oldId, childId));
    }

`;

const audit = `    // ---- Audit trail (docs/access.md, "Audit trail") ---------------------------------
    //
    // A sensitive change names, in the changed document's \`auditId\`, an entry of
    // auditLog created in the same write (src/lib/data/audit.ts). The change's match
    // calls isAudited(); the entry's own match checks that it records the change truly.

    // The fields of every audit entry (AUDIT_ENTRY_FIELDS of src/lib/data/auditModel.ts).
    function auditEntryKeys() {
      return ${listLiteral(AUDIT_ENTRY_FIELDS)};
    }

    function auditEntryPath(entryId) {
      return /databases/$(database)/documents/auditLog/$(entryId);
    }

    // Whether this write of collection/docId creates, in the same write, the audit entry
    // its \`auditId\` names.
    // (An id holding '/' would name a document of a subcollection, which no write can
    // create: so a string suffices, and the path and entry are read once.)
    function isAudited(collection, docId) {
      let entryId = request.resource.data.get('auditId', null);
      let path = auditEntryPath(entryId);
      let entry = getAfter(path).data;
      return entryId is string
        && !exists(path)
        && entry.collection == collection
        && entry.docId == docId;
    }

`;

const auditTail = `    // Fields an entry never records: they change on every write.
    function unauditedFields() {
      return ${listLiteral(UNAUDITED_FIELDS)};
    }

    // Whether every value of \`recorded\` equals the same field of \`data\`.
    function recordsValues(recorded, data) {
      return recorded is map
        && recorded.size() <= ${MAX_AUDITED_FIELDS}
        && recorded.diff(data).addedKeys().size() == 0
        && recorded.diff(data).changedKeys().size() == 0;
    }

    // Whether \`recorded\` names every key of \`changed\` (a set) but the bookkeeping fields.
    function recordsEvery(recorded, changed) {
      return changed.difference(unauditedFields().toSet()).difference(recorded.keys().toSet()).size() == 0;
    }

    // Whether an edit's entry records it truly: the values before, at least one real field
    // the write changes and every one of them (\`real\`: the changed keys but the
    // bookkeeping, auditId, updatedAt… which are no change), under an action naming
    // what changed (isActionOf). Computed once by the caller (one request evaluates at
    // most 1000 expressions).
    function isEditRecorded(entry, before, after, real) {
      return recordsValues(entry.before, before)
        && real.size() > 0
        && real.hasOnly(entry.after.keys())
        && isActionOf(entry.action, entry.collection == 'users', before, after, real);
    }

    // Whether an edit's action names what it does (docs/access.md, "Audit trail"), one of a
    // fixed vocabulary (the actions the data layer writes): a plain update is no decision
    // and, of a person, changes none of blocked, Access, type; type changes the type, access Access; a
    // decision is stamped now (decidedAt); a block or unblock sets \`blocked\` so; a bank
    // proposal is the caller's, now; a confirmation or rejection clears
    // a pending proposal (a confirmation into the details, a rejection leaving them).
    // 'create' is for creates only and 'import' has its own entry (isImportAuditEntry).
    function isActionOf(action, person, before, after, real) {
      return action == 'update'
        ? !(person && real.hasAny(['blocked', 'Access', 'type'])) && after.get('decidedAt', null) != request.time
        : action == 'type'
          ? real.hasAny(['type'])
          : action == 'access'
            ? real.hasAny(['Access'])
            : action == 'decision'
              ? after.get('decidedAt', null) == request.time
              : action in ['block', 'unblock']
                ? real.hasAny(['blocked']) && (after.blocked == true) == (action == 'block')
                : action == 'bank.propose'
                  ? after.get('proposedBy', null) == request.auth.uid && after.get('proposedAt', null) == request.time
                  : action in ['bank.confirm', 'bank.reject']
                    && before.get('proposedBy', null) is string
                    && after.get('proposedBy', null) == null
                    && (action == 'bank.confirm'
                      ? after.get('iban', '') == before.get('proposedIban', '')
                      : !real.hasAny(['iban', 'accountNumber', 'accountHolder', 'bankName']));
    }

`;

const importAudit = `    // The one entry of a CSV import (docs/import.md): action 'import', by a holder of the
    // collection's owner path (the Access that creates there), of a collection of the
    // definitions with \`import\`, with \`after\` holding exactly its counts (created,
    // skipped, failed: whole numbers, at least one created) and nothing else recorded.
    // A real import only: its document is a row of that collection written by the caller
    // in this same write (updatedAt the server time, updatedBy the caller): created by it,
    // or a row the caller created touched with nothing but bookkeeping (recordImport), so
    // an import entry never stands for an edit or a decision (docs/access.md, "Audit trail").
    function isImportAuditEntry() {
      let entry = request.resource.data;
      let keys = ${listLiteral(AUDIT_ENTRY_FIELDS)};
      let counts = ${listLiteral(IMPORT_COUNTS)};
      let target = /databases/$(database)/documents/$(entry.collection)/$(entry.docId);
      return entry.keys().hasAll(keys)
        && entry.keys().hasOnly(keys)
        && entry.action == 'import'
        && entry.actor == request.auth.uid
        && entry.at == request.time
        && entry.collection in importedCollections()
        && entry.path == collectionOwner()[entry.collection]
        && hasAccess([entry.path])
        && isDocId(entry.docId)
        && entry.subjectId == null
        && entry.before == null
        && entry.reason == null
        && entry.after is map
        && entry.after.keys().hasAll(counts)
        && entry.after.keys().hasOnly(counts)
${IMPORT_COUNTS.map((k) => `        && entry.after.${k} is int && entry.after.${k} >= ${k === 'created' ? 1 : 0} && entry.after.${k} <= ${MAX_IMPORT_COUNT}\n`).join('')}        && existsAfter(target)
        && getAfter(target).data.get('updatedAt', null) == request.time
        && getAfter(target).data.get('updatedBy', null) == request.auth.uid
        && (!exists(target)
          || (get(target).data.get('createdBy', null) == request.auth.uid
            && getAfter(target).data.diff(get(target).data).affectedKeys().hasOnly(['updatedAt', 'updatedBy', 'auditId', 'editedBy'])));
    }

`;

const people = `    // Whether personId names an existing users document of type personType (a generated
    // match's people references).
    function isPersonOfType(personId, personType) {
      return isDocId(personId)
        && exists(/databases/$(database)/documents/users/$(personId))
        && get(/databases/$(database)/documents/users/$(personId)).data.get('type', '') == personType;
    }

    // Whether the caller is a signed-in person of the marketplace (not staff) whose users
    // document has one of \`types\` (a definition's \`apps\` writers).
    function isAppPerson(types) {
      return isSignedIn()
        && exists(callerPath())
        && get(callerPath()).data.get('type', '') in types
        && get(callerPath()).data.get('blocked', false) != true;
    }

`;

const trash = `    // ---- the trash (docs/data-model.md "Trash", docs/access.md "Trash") ----------------
    //
    // A delete moves the document to trash/{entryId} in the same write, and a restore
    // writes it back and removes the entry in the same write; the entry is never edited.
    // Each step names its audit entry. The entry's id is the deleted version of the
    // document, \`<collection>~<docId>~<updatedAt>\` (trashEntryId), so the delete rule of a
    // collection (isTrashed) and the restore (isRestored) find it from the document alone.
    // An entry keeps: collection, docId, the document's exact \`data\`, \`path\` (the owner
    // menu path whose holders see it), deletedBy, deletedAt, expiresAt (deletedAt + 30
    // to 32 days: the device's clock + 31, a TTL policy field) and auditId (the audit
    // entry of the delete).

    // A timestamp as text, exact to the nanosecond: milliseconds since 1970, '.', the
    // nanoseconds of its second (seconds() would be the seconds of its minute).
    function timeKey(value) {
      return value is timestamp ? string(value.toMillis()) + '.' + string(value.nanos()) : '0';
    }

    // The id of the trash entry of a document's version (its data).
    function trashEntryId(coll, docId, data) {
      return coll + '~' + docId + '~' + timeKey(data.get('updatedAt', null));
    }

    function trashPath(entryId) {
      return /databases/$(database)/documents/trash/$(entryId);
    }

    // Called from a collection's delete rule: this delete of coll/docId creates, in the
    // same write, the trash entry of the document as it is (trash/{entryId} checks
    // that the entry holds exactly this document).
    function isTrashed(coll, docId) {
      let entry = trashPath(trashEntryId(coll, docId, resource.data));
      return existsAfter(entry) && getAfter(entry).data.deletedAt == request.time;
    }

    // A trash entry created with the delete of the document it holds: the document
    // exists before and not after this write, the entry's data equals it exactly, it is
    // of a collection the caller owns, by the caller now, and its delete is audited.
    function isTrashEntry(entryId) {
      let entry = request.resource.data;
      let keys = ${listLiteral(TRASH_ENTRY_FIELDS)};
      let target = docPath(entry.collection, entry.docId);
      let audit = auditEntryPath(entry.auditId);
      return entry.keys().hasAll(keys)
        && entry.keys().hasOnly(keys)
        && entry.collection is string
        && entry.collection in collectionOwner()
        && isDocId(entry.docId)
        && entry.path == collectionOwner()[entry.collection]
        && hasAccess([entry.path])
        && entry.deletedBy == request.auth.uid
        && entry.deletedAt == request.time
        && entry.expiresAt is timestamp
        && entry.expiresAt >= request.time + duration.value(${TRASH_DAYS}, 'd')
        && entry.expiresAt <= request.time + duration.value(${TRASH_DAYS + 2}, 'd')
        && exists(target)
        && !existsAfter(target)
        && entry.data == get(target).data
        && entryId == trashEntryId(entry.collection, entry.docId, entry.data)
        && isDocId(entry.auditId)
        && getAfter(audit).data.at == request.time
        && getAfter(audit).data.action == 'delete'
        && getAfter(audit).data.trashId == entryId;
    }

    // The audit entry of a restore or purge of trash/{entryId} (deleted at \`deletedAt\`):
    // its id is fixed by them, so the entry's delete can require it.
    function trashStepAuditId(action, entryId, deletedAt) {
      return action + '~' + entryId + '~' + timeKey(deletedAt);
    }

    function isTrashStepAudited(action, entryId) {
      let audit = auditEntryPath(trashStepAuditId(action, entryId, resource.data.deletedAt));
      return getAfter(audit).data.at == request.time && getAfter(audit).data.action == action;
    }

    // Called from the generic match of the restored document's collection: a create
    // writing back exactly the data of its trash entry, which this write removes; by a
    // holder of the entry's path. A restored child is counted on its parent again, naming
    // itself (isSteppedFor: the parent must still exist).
    function isRestored(coll, docId) {
      let entry = trashPath(trashEntryId(coll, docId, request.resource.data));
      // A restored document keeps its stored updatedAt; a new one (a create refused by its
      // own match) stops here, before any read of the trash (docs/import.md: a commit's
      // reads).
      return request.resource.data.get('updatedAt', null) != request.time
        && isStaff()
        && coll in collectionOwner()
        && exists(entry)
        && !existsAfter(entry)
        && get(entry).data.collection == coll
        && get(entry).data.docId == docId
        && get(entry).data.data == request.resource.data
        && hasAccess([get(entry).data.path])
        && isRestoredChildCounted(coll, docId);
    }

`;

const trashTail = `    // The removal of trash/{entryId} with its restore: the document did not exist and
    // now holds exactly the entry's data.
    function isRestoredFrom(entryId) {
      let target = docPath(resource.data.collection, resource.data.docId);
      return !exists(target)
        && existsAfter(target)
        && getAfter(target).data == resource.data.data
        && isTrashStepAudited('restore', entryId);
    }

    // An audit entry of a trash step (action delete, restore or purge): the fields of every
    // entry with \`before\` null and \`after\` empty, plus \`trashId\`, naming the entry created
    // (delete) or removed (restore, purge) in this write; its collection, document and
    // path are the entry's.
    function isTrashAuditEntry(auditId) {
      let entry = request.resource.data;
      let keys = ${listLiteral([...AUDIT_ENTRY_FIELDS, TRASH_ID_FIELD])};
      let trash = trashPath(entry.trashId);
      let held = entry.action == 'delete' ? getAfter(trash).data : get(trash).data;
      return entry.keys().hasAll(keys)
        && entry.keys().hasOnly(keys)
        && entry.actor == request.auth.uid
        && entry.at == request.time
        && entry.subjectId == null
        && entry.before == null
        && entry.after == {}
        && entry.reason == null
        && isDocId(entry.trashId)
        && entry.action in ['delete', 'restore', 'purge']
        && (entry.action == 'delete'
          ? getAfter(trash).data.deletedAt == request.time && getAfter(trash).data.auditId == auditId
          : exists(trash) && !existsAfter(trash)
            && auditId == trashStepAuditId(entry.action, entry.trashId, get(trash).data.deletedAt))
        && entry.collection == held.collection
        && entry.docId == held.docId
        && entry.path == held.path;
    }

    // Holders of an entry's path read it (All: every entry). Entries are created with
    // their delete, removed with their restore (holders of the path) or deleted forever
    // by All holders (audited; the client then deletes the document's images), and never
    // edited. Expired entries (expiresAt past) are removed by the TTL policy or purged.
    match /trash/{entryId} {
      allow list: if isStaff() && (isAdmin() || hasAccess([resource.data.path]));
      // A missing entry is refused like someone else's (but to All holders, who read every
      // entry): no one learns whether an entry they may not read exists.
      allow get: if isStaff() && (isAdmin() || (resource != null && hasAccess([resource.data.path])));
      allow create: if isStaff() && isTrashEntry(entryId);
      allow delete: if isStaff() && hasAccess([resource.data.path]) && isRestoredFrom(entryId);
      allow delete: if isStaff() && isAdmin() && isTrashStepAudited('purge', entryId);
    }

    // The audit entries of trash steps (besides the audit trail's own match).
    match /auditLog/{auditId} {
      allow create: if isStaff() && isTrashAuditEntry(auditId);
    }
`;

const restore = `    // A restore: the document written back (besides each collection's own match). Last
    // in the file: the rules are evaluated in order and share one budget of 1000
    // expressions per request, so a collection's own create (appInfo's many fields) is
    // decided before this one is tried.
    match /{coll}/{docId} {
      allow create: if isRestored(coll, docId);
    }
`;

/** Markers of the two generated blocks. */
export const HELPERS_BLOCK = 'HELPERS';
export const TRASH_BLOCK = 'TRASH';

const transitionsOf = (def: MatchShape) => Object.values(def.transitions ?? {});

/**
 * `auditPath(collection, data)`: the menu path whose holders read a document's audit
 * entries, as auditPath() of src/lib/data/auditModel.ts: a users document's type path,
 * the path of the users type named by a definition's `ownerTypeField` (a notification's
 * audience, a review's reviewed person), else the collection's owner.
 */
function auditPathRule(defs: readonly MatchShape[]): string {
  const byType: [string, string][] = [
    ['users', 'type'],
    ...defs.flatMap((d): [string, string][] => (d.ownerTypeField ? [[d.collection, d.ownerTypeField]] : [])),
  ];
  let body = "collectionOwner().get(collection, 'All')";
  for (const [collection, field] of [...byType].reverse()) {
    body = `collection == ${quote(collection)}\n        ? typePaths().get(data.get(${quote(field)}, ''), 'All')\n        : ${body.replace(/\n/g, '\n  ')}`;
  }
  return (
    '    // The menu path whose holders read the entries of a document (auditPath() in\n' +
    "    // src/lib/data/auditModel.ts): a users document's type path, the path of the type a\n" +
    "    // definition's ownerTypeField names, else the collection's owner.\n" +
    `    function auditPath(collection, data) {\n      return ${body};\n    }\n\n`
  );
}

/**
 * `isRestoredChildCounted(coll, docId)`: a restored child (a definition with `parent`)
 * is counted on its parent again in the same write, naming itself; other collections
 * pass.
 */
function restoredChildRule(defs: readonly MatchShape[]): string {
  const children = defs.filter((d) => d.parent);
  const cases = children.map(
    (d) =>
      `(coll != ${quote(d.collection)}\n          || isSteppedFor(${d.name}ParentLink(), data.get(${quote(d.parent?.field ?? '')}, null), docId, 1))`,
  );
  return (
    '    // A restored child is counted on its parent again (the definitions with a parent).\n' +
    '    function isRestoredChildCounted(coll, docId) {\n' +
    '      let data = request.resource.data;\n' +
    `      return ${cases.length ? cases.join('\n        && ') : 'true'};\n    }\n\n`
  );
}

/**
 * The HELPERS block: what the generated matches (and the hand-written users and
 * Translation rules) call, each group only when a definition needs it.
 * @param defs the definitions the rules validate; `everyDef` all (people references)
 * @returns the block's text between and including its markers
 */
export function helpersBlock(defs: readonly MatchShape[], everyDef: readonly MatchShape[] = defs): string {
  const parts = [
    helpers,
    defs.some((d) => d.apps?.conversation || transitionsOf(d).some((t) => t.append)) && messages,
    defs.some((d) => d.parent) && counters,
    audit,
    auditPathRule(defs),
    auditTail,
    importAudit,
    (defs.some((d) => personReferences(d, everyDef).length > 0) || defs.some((d) => d.apps)) && people,
  ];
  return `    // BEGIN ${HELPERS_BLOCK} (npm run generate, src/lib/entity/runtimeRules.ts)\n${parts.filter(Boolean).join('').trimEnd()}\n    // END ${HELPERS_BLOCK}`;
}

/**
 * The TRASH block, last in the rules (after the matches): the trash's functions, its
 * match, the audit entries of its steps and the restore match. Empty of rules when no
 * definition is deleted into the trash.
 */
export function trashBlock(defs: readonly MatchShape[]): string {
  const body = defs.some(deletesIntoTrash) ? trash + restoredChildRule(defs) + trashTail + restore : '';
  return `    // BEGIN ${TRASH_BLOCK} (npm run generate, src/lib/entity/runtimeRules.ts)\n${body.trimEnd()}\n    // END ${TRASH_BLOCK}`;
}

/**
 * firestore.rules with its HELPERS and TRASH blocks written anew.
 * @throws Error when a block's markers are missing
 */
export function withRuntimeRules(rules: string, defs: readonly MatchShape[], everyDef: readonly MatchShape[] = defs) {
  const withHelpers = replaceBlock(rules, HELPERS_BLOCK, helpersBlock(defs, everyDef), 'firestore.rules');
  return replaceBlock(withHelpers, TRASH_BLOCK, trashBlock(defs), 'firestore.rules');
}
