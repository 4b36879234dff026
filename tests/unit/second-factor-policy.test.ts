/**
 * The second-factor policy in the generated rules (src/config/secondFactor.ts;
 * scripts/rules/secondFactorRules.ts; docs/access.md, "Second factor"): each listed
 * approval and confirmation calls isSecondFactorHeld(), and no other decision does (a
 * rejection stays open to a session without a factor). What the calls do is tested
 * against the emulator in tests/rules/secondFactor.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_CONFIRMATIONS, SECOND_FACTOR_DECISIONS, needsSecondFactor } from '@/config/secondFactor';
import { VALIDATED } from '@/entities/registry';

const rules = readFileSync('firestore.rules', 'utf8');
const CALL = 'isSecondFactorHeld()';

/** The body of a rules function, up to the next function. */
function body(name: string): string {
  const start = rules.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`no function ${name}`);
  const next = rules.indexOf('\n    function ', start + 1);
  return rules.slice(start, next < 0 ? undefined : next);
}
const cap = (s: string) => s[0]?.toUpperCase() + s.slice(1);

describe('the second-factor policy in firestore.rules', () => {
  it('is generated once and read from the setting document', () => {
    expect(rules.match(/function isSecondFactorHeld\(\)/g)).toHaveLength(1);
    expect(body('isSecondFactorHeld')).toContain("'sign_in_second_factor' in request.auth.token.firebase");
    expect(body('isSecondFactorHeld')).toContain('!exists(/databases/$(database)/documents/secondFactor/required)');
  });

  it('guards each listed approval, and only the listed steps of a decision', () => {
    for (const def of VALIDATED) {
      const steps = Object.entries(def.transitions ?? {});
      if (steps.length === 0) continue;
      const decision = body(`is${cap(def.name)}Decision`);
      const guarded = decision.split('\n').filter((line) => line.includes(CALL)).length;
      const listed = steps.filter(([step]) => needsSecondFactor(def.collection, step)).length;
      expect({ collection: def.collection, guarded }).toEqual({ collection: def.collection, guarded: listed });
    }
    expect(Object.keys(SECOND_FACTOR_DECISIONS).sort()).toEqual([
      'adjustments',
      'payouts',
      'prizesFines',
      'refunds',
      'remittances',
      'withdrawals',
    ]);
  });

  it('guards the bank confirmation, Access and type changes and the purge', () => {
    for (const collection of SECOND_FACTOR_CONFIRMATIONS) {
      const def = VALIDATED.find((d) => d.collection === collection);
      expect(body(`is${cap(def?.name ?? '')}ProposalStep`)).toContain(CALL);
    }
    expect(body('isPersonUpdate')).toContain(
      `(!changed.hasAny(['Access', 'type']) || (isAccessValue(after) && ${CALL}))`,
    );
    expect(rules).toContain(`isTrashStepAudited('purge', entryId) && ${CALL}`);
  });
});
