/**
 * `createdFor` (src/lib/entity/define.ts): the document a create names, read by the
 * generated rules on create (scripts/rules/matchRules.ts `createdForRules`): a refund's
 * order must be delivered or cancelled, of the refund's supplier, and hold the amount.
 */
import { describe, expect, it } from 'vitest';
import { ENTITY_LIST } from '@/entities/registry';
import { refundEntity } from '@/entities/refund';
import { reviewEntity } from '@/entities/review';
import { createdForRules, matchBlock } from '../../scripts/rules/matchRules';

describe('createdFor', () => {
  it('reads the linked document: its states, its equal fields, and what it has left', () => {
    expect(createdForRules(refundEntity)).toBe(
      [
        '    // refunds: the orders document a create names (createdFor).',
        '    function isRefundCreatedFor() {',
        '      let data = request.resource.data;',
        '      let linked = get(/databases/$(database)/documents/orders/$(data.orderId)).data;',
        "      return linked.get('status', '') in ['delivered', 'cancelledByUser', 'cancelledBySupplier', 'cancelledByAdmin']",
        // A cancelled order only when paid by card (createdFor.implies; issue 45).
        "        && (!(linked.get('status', '') in ['cancelledByUser', 'cancelledBySupplier', 'cancelledByAdmin']) || (linked.get('paymentMethod', '') in ['card']))",
        "        && linked.get('supplierId', '') == data.supplierId",
        "        && data.amount <= linked.get('totalPrice', 0) - linked.get('refundedAmount', 0);",
        '    }',
        '',
      ].join('\n'),
    );
  });

  it('is required of every create, and of nothing else', () => {
    const block = matchBlock(refundEntity, ENTITY_LIST);
    const create = block.slice(block.indexOf('allow create'), block.indexOf(';', block.indexOf('allow create')));
    expect(create).toContain('isRefundCreatedFor()');
    expect(block.match(/isRefundCreatedFor\(\)/g)).toHaveLength(1);
    const without = { ...refundEntity, createdFor: undefined };
    expect(createdForRules(without)).toBe('');
    expect(matchBlock(without, ENTITY_LIST)).not.toContain('CreatedFor');
  });

  it('says the caller’s type, the id of its fields and the linked document’s parties of the allowed pairs', () => {
    const rules = createdForRules(reviewEntity);
    const parties = "{'user': 'userId', 'supplier': 'supplierId', 'rider': 'riderId'}";
    expect(rules).toContain('function isReviewCreatedFor(id) {');
    expect(rules).toContain(
      "return get(callerPath()).data.type == data.authorType\n        && id == data.orderId + '_' + data.subjectId",
    );
    expect(rules).toContain(
      "(data.authorType + ' ' + data.subjectType) in ['user supplier', 'user rider', 'rider user']",
    );
    expect(rules).toContain(`linked.get(${parties}[data.authorType], '') == request.auth.uid`);
    expect(rules).toContain(`linked.get(${parties}[data.subjectType], '') == data.subjectId`);
    expect(matchBlock(reviewEntity, ENTITY_LIST)).toContain('&& isReviewCreatedFor(id);');
  });
});
