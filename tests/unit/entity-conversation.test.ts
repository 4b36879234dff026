/**
 * Transitions that append a reply to a conversation and carry their own text label and
 * length (src/lib/entity/define.ts Transition, scripts/rules/rules.ts): defineEntity
 * refuses an `append` without a conversation list or a required text, and the generated
 * is<Name>Decision lets the replying step add exactly one staff message, keeps the list
 * on every other step, and bounds each step's text by its own maximum.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, MAX_REASON, type Transition } from '@/lib/entity/define';
import { boolean, date, enumeration, list, text } from '@/lib/entity/fields';
import { entityRules } from '../../scripts/rules/rules';

const MESSAGE = {
  text: text('m.text', 2000),
  by: text('m.by', 128),
  at: date('m.at'),
  staff: boolean('m.staff'),
};

const base = (transitions: Record<string, Transition>, messages = list('t.messages', MESSAGE, 50)) =>
  defineEntity({
    name: 'ticket',
    collection: COLLECTIONS.customerService,
    fields: {
      subject: text('t.subject', 100),
      status: enumeration('t.status', ['open', 'answered', 'closed'] as const, 't.statuses', { readOnly: true }),
      messages,
    },
    list: { sorts: ['createdAt'], defaultSort: { field: 'createdAt', direction: 'desc' } },
    transitions: transitions as never,
    title: (row) => row.subject,
  });

const reply: Transition = {
  field: 'status',
  from: ['open', 'answered'],
  to: 'answered',
  labelKey: 'r',
  confirmKey: 'r',
  successKey: 'r',
  reasonRequired: true,
  reasonLabelKey: 't.reply',
  reasonMax: 2000,
  append: 'messages',
};
const close: Transition = {
  field: 'status',
  from: ['open', 'answered'],
  to: 'closed',
  labelKey: 'c',
  confirmKey: 'c',
  successKey: 'c',
};

describe('transitions appending to a conversation', () => {
  it('are accepted on a list of text, by, at and staff with a required text', () => {
    expect(() => base({ reply, close })).not.toThrow();
  });

  it('are refused on a field that is not such a list, or without a required text', () => {
    expect(() => base({ reply: { ...reply, append: 'subject' } })).toThrow(/append needs/);
    expect(() => base({ reply: { ...reply, reasonRequired: false } })).toThrow(/append needs/);
    const other = list('t.messages', { text: text('x', 10), who: text('y', 10) }, 5);
    expect(() => base({ reply }, other as never)).toThrow(/append needs/);
    expect(() => base({ reply: { ...reply, append: 'nothing' } })).toThrow();
  });

  it('generate a decision that appends on the reply and keeps the list otherwise', () => {
    const rules = entityRules(base({ reply, close }));
    const decision = rules.slice(rules.indexOf('function isTicketDecision'));
    expect(decision).toContain(
      "isDecisionStamped(data, before, ['status', 'messages', 'decidedAt', 'decidedBy', 'decisionReason', 'updatedAt', 'updatedBy'], 2000)",
    );
    expect(decision).toMatch(
      /in \['open', 'answered'\] && data\.status == 'answered' && hasDecisionReason\(data\)[^|]*isMessageAppended\(before\.get\('messages', \[\]\), data\.messages, data\.decisionReason, true\)/,
    );
    expect(decision).toMatch(
      /data\.status == 'closed' && \(data\.decisionReason == null \|\| data\.decisionReason\.size\(\) <= 500\) && data\.get\('messages', \[\]\) == before\.get\('messages', \[\]\)/,
    );
    // The longest text of any step bounds every decision; shorter ones are bounded per step.
    expect(decision).toContain("'updatedBy'], 2000)");
  });

  it('keep the default bound of 500 characters without their own maximum', () => {
    const rules = entityRules(base({ close }));
    expect(rules).toContain(`'updatedBy'], ${MAX_REASON})`);
    expect(rules).not.toContain('data.decisionReason, true)');
  });
});
