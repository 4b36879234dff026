/**
 * A delivery company's cash hand-over, read and recorded (issue 49 item 4; the pure part
 * and the contract in ./handoverModel.ts; docs/data-model.md `remittances`): the company's
 * riders holding cash, by one indexed, limited query (HANDOVER_QUERIES), and the
 * hand-over's remittances, HANDOVER_MAX_RIDERS riders per atomic commit, each pending
 * until another person confirms it (maker-checker, as a rider's own remittance).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { baisaToOmr } from '@/lib/entity/parse';
import { db } from '@/lib/firebase/firestore';
import { createTogether } from './api';
import type { Entity, EntityDefinition } from './types';
import {
  HANDOVER_LIST_LIMIT,
  handoverCommits,
  handoverRemittanceId,
  type Handover,
  type HandoverResult,
  type HandoverRider,
} from './handoverModel';

/**
 * The riders of a company who hold cash, most first (at most `max`).
 * @param companyId the delivery company's uid (riderAccounts' `deliveryCompanyId`)
 * @returns each rider's uid and cash held (integer baisa)
 * @throws FirebaseError (permission-denied for a caller who reads no riderAccounts)
 */
export async function handoverRiders(companyId: string, max = HANDOVER_LIST_LIMIT): Promise<HandoverRider[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.riderAccounts),
      where('deliveryCompanyId', '==', companyId),
      where('cashHeld', '>', 0),
      orderBy('cashHeld', 'desc'),
      limit(max),
    ),
  );
  return snapshot.docs.map((d) => ({ riderId: d.id, cashHeld: Number(d.data()['cashHeld'] ?? 0) }));
}

/**
 * Records a hand-over: per rider a pending remittance naming the company and the
 * hand-over (id `<handoverId>_<riderId>`), HANDOVER_MAX_RIDERS riders per commit, in
 * order. A refused commit stops it: the riders of the commits before stay recorded (each
 * a pending remittance, confirmed or rejected on its own), the rest are reported, and
 * recording the same hand-over again records only those (a stored id is refused).
 * @param def the remittances' definition (src/entities/remittance.ts: its form values
 *   `riderId`, `amount` in OMR, `method`, `reference`, `note`, `deliveryCompanyId`, `handoverId`)
 * @param handover the company, the lines (amounts in baisa), method, reference, note
 * @returns the riders recorded and those not, with the refusal
 */
export async function recordHandover<T extends Entity, V>(
  def: EntityDefinition<T, V> & { readonly emptyValues: object },
  handover: Handover,
): Promise<HandoverResult> {
  const recorded: string[] = [];
  const commits = handoverCommits(handover.lines);
  for (const [index, lines] of commits.entries()) {
    const items = lines.map(({ riderId, amount }) => ({
      id: handoverRemittanceId(handover.handoverId, riderId),
      values: {
        ...def.emptyValues,
        riderId,
        amount: baisaToOmr(amount),
        method: handover.method,
        reference: handover.reference,
        note: handover.note,
        deliveryCompanyId: handover.deliveryCompanyId,
        handoverId: handover.handoverId,
      } as V,
    }));
    try {
      await createTogether(def, items);
      recorded.push(...lines.map((line) => line.riderId));
    } catch (error) {
      const failed = commits.slice(index).flatMap((rest) => rest.map((line) => line.riderId));
      return { recorded, failed, error };
    }
  }
  return { recorded, failed: [], error: null };
}
