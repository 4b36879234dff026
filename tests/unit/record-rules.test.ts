/**
 * The records' declarations (src/lib/entity/record.ts) and the rules generated from them
 * (scripts/rules/recordRules.ts): each option becomes its condition in the match, the
 * declaration refuses what it cannot compile, and the registered records
 * (src/entities/records.ts) write the matches firestore.rules holds.
 */
import { describe, expect, it } from 'vitest';
import { RECORDS } from '@/entities/records';
import { lte } from '@/lib/entity/checks';
import { boolean, date, enumeration, integer, reference, text } from '@/lib/entity/fields';
import { counts, defineRecord } from '@/lib/entity/record';
import { matchBlock } from '../../scripts/rules/matchRules';
import { recordBlock, recordsBlock, withGeneratedRecords } from '../../scripts/rules/recordRules';
import { fieldCheck } from '../../scripts/rules/rules';

const D = 'request.resource.data';

/** The conditions of one `allow` of a generated match, one a string. */
function allowOf(block: string, what: string): string[] {
  const start = block.indexOf(`allow ${what}: if `);
  if (start < 0) return [];
  const end = block.indexOf(';\n', start);
  return block
    .slice(start + `allow ${what}: if `.length, end)
    .split('\n        && ')
    .map((s) => s.trim());
}

const owned = defineRecord({
  name: 'note',
  collection: 'notes',
  writers: 'staff',
  readers: 'owner',
  owner: 'ownerId',
  stamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
  publish: { flag: 'shared', path: 'path' },
  edit: true,
  remove: true,
  fields: {
    ownerId: reference('x', 'users', 'employee', { fixed: true }),
    title: text('x', 20, { notBlank: true }),
    path: enumeration('x', ['/coupon', '/FAQs'], 'x'),
    shared: boolean('x'),
    createdAt: date('x', { fixed: true }),
    updatedAt: date('x'),
  },
});

const finished = defineRecord({
  name: 'job',
  collection: 'jobs',
  writers: 'All',
  readers: 'staff',
  owner: 'by',
  stamps: { createdAt: 'at' },
  finish: { field: 'state', from: ['open'], to: ['closed'], at: 'closedAt', sets: ['done'] },
  fields: {
    by: reference('x', 'users', 'employee', { fixed: true }),
    at: date('x', { fixed: true }),
    tally: counts('x', ['a', 'b']),
    planned: integer('x', 0, 100, { fixed: true }),
    done: integer('x', 0, 100, { readOnly: true, initial: 0 }),
    state: enumeration('x', ['open', 'closed'], 'x', { readOnly: true }),
    closedAt: date('x', { required: false, readOnly: true }),
  },
  checks: [lte('done', 'planned', { key: 'x', on: 'done' })],
});

const secret = defineRecord({
  name: 'vault',
  collection: 'vaults',
  writers: '/about',
  readers: 'none',
  id: { singleton: 'main' },
  stamps: { updatedAt: 'updatedAt', updatedBy: 'updatedBy' },
  edit: true,
  fields: { key: text('x', 50, { min: 8 }), updatedAt: date('x'), updatedBy: reference('x', 'users', 'employee') },
  linked: 'isVaultLinked()',
});

describe('record rules: an owned, published record', () => {
  const block = recordBlock(owned);

  it('validates exactly the declared keys, each field as an entity field', () => {
    expect(block).toContain("data.keys().hasOnly(['ownerId', 'title', 'path', 'shared', 'createdAt', 'updatedAt'])");
    expect(block).toContain("data.path in ['/coupon', '/FAQs']");
    expect(block).toContain('data.title.trim().size() > 0');
  });

  it('is read by its owner, and while published by the holders of its path', () => {
    expect(allowOf(block, 'read')[1]).toBe(
      '(resource.data.ownerId == request.auth.uid\n          || (resource.data.shared == true && holdsMenuPath(resource.data.path)))',
    );
  });

  it('is created by staff for themselves, stamped, of a path held, published by All holders only', () => {
    expect(allowOf(block, 'create')).toEqual([
      'isStaff()',
      `isNote(${D})`,
      `${D}.ownerId == request.auth.uid`,
      `${D}.createdAt == request.time`,
      `${D}.updatedAt == request.time`,
      `holdsMenuPath(${D}.path)`,
      `(${D}.shared == false || isAdmin())`,
    ]);
  });

  it('is edited by its owner only, owner and creation kept, a published one by All holders only', () => {
    expect(allowOf(block, 'update')).toEqual([
      'isStaff()',
      'resource.data.ownerId == request.auth.uid',
      `isNote(${D})`,
      `!${D}.diff(resource.data).affectedKeys().hasAny(['ownerId', 'createdAt'])`,
      `${D}.updatedAt == request.time`,
      `holdsMenuPath(${D}.path)`,
      `((${D}.shared == false && resource.data.shared == false) || isAdmin())`,
    ]);
  });

  it('is deleted by its owner, a published one by All holders only', () => {
    expect(allowOf(block, 'delete')).toEqual([
      'isStaff()',
      'resource.data.ownerId == request.auth.uid',
      '(resource.data.shared != true || isAdmin())',
    ]);
  });

  it('writes holdsMenuPath from the paths every staff member is shown, once, when a record publishes', () => {
    const all = recordsBlock([owned, finished]);
    expect(all.match(/function holdsMenuPath/g)).toHaveLength(1);
    expect(all).toContain("path in ['/dashboard', '/translation']");
    expect(recordsBlock([finished])).not.toContain('holdsMenuPath');
  });
});

describe('record rules: a record finished once', () => {
  const block = recordBlock(finished);

  it('checks a counts map key by key, and the cross-field checks', () => {
    expect(block).toContain("data.tally.keys().hasOnly(['a', 'b'])");
    expect(block).toContain('data.tally.b is int && data.tally.b >= 0');
    expect(block).toContain('(data.done <= data.planned)');
  });

  it('is created by All holders, with its read-only fields at their initial values', () => {
    expect(allowOf(block, 'create')).toEqual([
      'isStaff() && isAdmin()',
      `isJob(${D})`,
      `${D}.by == request.auth.uid`,
      `${D}.at == request.time`,
      `${D}.done == 0`,
      `${D}.state == 'open'`,
      `${D}.closedAt == null`,
    ]);
  });

  it('is finished once by its owner: from its state, changing only the step’s fields', () => {
    expect(allowOf(block, 'update')).toEqual([
      'isStaff() && isAdmin()',
      'resource.data.by == request.auth.uid',
      "resource.data.state in ['open']",
      `${D}.diff(resource.data).affectedKeys().hasOnly(['state', 'closedAt', 'done'])`,
      `${D}.state in ['closed']`,
      `${D}.closedAt == request.time`,
      `isJob(${D})`,
    ]);
    expect(block).toContain('allow read: if isStaff();');
    expect(block).not.toContain('allow delete');
  });

  it('says whether one is open: the caller’s, a writer’s, not finished yet', () => {
    expect(block).toContain(
      "function isJobOpen(id) {\n      let path = docPath('jobs', id);\n      return isStaff() && isAdmin()\n        && isDocId(id)\n        && exists(path)\n        && get(path).data.by == request.auth.uid\n        && get(path).data.state in ['open'];",
    );
    expect(recordBlock(owned)).not.toContain('Open(id)');
  });
});

describe('record rules: a write-only singleton', () => {
  const block = recordBlock(secret);

  it('is never read, and created or replaced alike by the path’s holders, with its linked check', () => {
    expect(block).not.toContain('allow read');
    expect(allowOf(block, 'create, update')).toEqual([
      "holds(['/about'])",
      "id == 'main'",
      `isVault(${D})`,
      `${D}.updatedAt == request.time`,
      `${D}.updatedBy == request.auth.uid`,
      'isVaultLinked()',
    ]);
    expect(block).toContain(fieldCheck('key', secret.fields.key));
  });
});

describe('record rules: a flag of another document raised beside every write', () => {
  const raising = defineRecord({
    ...secret,
    linked: undefined,
    raises: { collection: 'settings', id: 'main', flag: 'keySet' },
  });
  const block = recordBlock(raising);

  it('needs the flag raised after each write of the record', () => {
    expect(allowOf(block, 'create, update')).toContain(
      "getAfter(docPath('settings', 'main')).data.get('keySet', false) == true",
    );
  });

  it('lets the flag’s document raise it, nothing else changed, only beside the record’s write', () => {
    expect(block).toContain(
      [
        '    function isKeySetRaisedByVault() {',
        '      let data = request.resource.data;',
        "      return data.diff(resource.data).affectedKeys().hasOnly(['keySet', 'updatedAt', 'updatedBy'])",
        '        && data.keySet == true',
        '        && data.updatedAt == request.time',
        '        && data.updatedBy == request.auth.uid',
        "        && getAfter(docPath('vaults', 'main')).data.get('updatedAt', null) == request.time;",
        '    }',
      ].join('\n'),
    );
    const settings = {
      name: 'setting',
      collection: 'settings',
      fields: {},
      id: { singleton: 'main' },
      writes: { create: 'panel', edit: 'panel', decide: 'panel', delete: 'none' },
    };
    expect(matchBlock(settings as never, [], [raising])).toContain('isKeySetRaisedByVault()');
    expect(matchBlock(settings as never, [], [secret])).not.toContain('RaisedBy');
  });

  it('refuses a raise without an updatedAt stamp or a single document', () => {
    expect(() => defineRecord({ ...raising, id: undefined })).toThrow(/id\.singleton/);
    expect(() => defineRecord({ ...raising, stamps: {} })).toThrow(/updatedAt/);
  });
});

describe('record rules: optional fields, nullable texts and the open record a field names', () => {
  const entry = defineRecord({
    name: 'step',
    collection: 'steps',
    writers: 'staff',
    readers: 'staff',
    owner: 'by',
    fields: {
      by: reference('x', 'users', 'employee', { fixed: true }),
      before: text('x', 10, { required: false, nullable: true }),
      jobId: reference('x', 'users', 'job', { required: false }),
    },
    optional: ['jobId'],
    opens: [{ field: 'jobId', record: finished }],
  });
  const block = recordBlock(entry);

  it('asks every key but the optional ones, and checks an optional one when present', () => {
    expect(block).toContain("data.keys().hasAll(['by', 'before'])");
    expect(block).toContain("data.keys().hasOnly(['by', 'before', 'jobId'])");
    expect(block).toContain("(!('jobId' in data) || ((data.jobId == null || isDocId(data.jobId))))");
  });

  it('takes null for a nullable text', () => {
    expect(block).toContain('(data.before == null || (isText(data.before, 0, 10)))');
  });

  it('asks the named record open at the create', () => {
    expect(allowOf(block, 'create')).toContain(`(!('jobId' in ${D}) || isJobOpen(${D}.jobId))`);
    expect(() => defineRecord({ ...entry, opens: [{ field: 'jobId', record: owned }] })).toThrow(/never open/);
  });
});

describe('record declarations', () => {
  it('refuse unknown fields, edit with finish, and a published record without an owner', () => {
    const fields = { a: text('x', 5), b: enumeration('x', ['p', 'q'], 'x') };
    const base = { name: 'r', collection: 'rs', writers: 'staff', readers: 'staff', fields } as const;
    expect(() => defineRecord({ ...base, owner: 'nope' as 'a' })).toThrow(/no field nope/);
    expect(() =>
      defineRecord({
        ...base,
        owner: 'a',
        edit: true,
        finish: { field: 'b', from: ['p'], to: ['q'], at: 'a', sets: [] },
      }),
    ).toThrow(/not both/);
    expect(() => defineRecord({ ...base, publish: { flag: 'a', path: 'b' } })).toThrow(/needs an owner/);
    expect(() =>
      defineRecord({ ...base, owner: 'a', finish: { field: 'a', from: [], to: [], at: 'a', sets: [] } }),
    ).toThrow(/enumeration/);
  });

  it('the registered records are written between the RECORDS markers', () => {
    const file = '    // BEGIN RECORDS\n    // END RECORDS\n';
    const written = withGeneratedRecords(file, RECORDS);
    for (const record of RECORDS) expect(written).toContain(`match /${record.collection}/{id} {`);
    expect(() => withGeneratedRecords('no markers', RECORDS)).toThrow(/RECORDS/);
  });
});
