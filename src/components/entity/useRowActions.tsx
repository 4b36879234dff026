import pLimit from 'p-limit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/feedback/useConfirm';
import { StepUpNotice } from '@/components/secondFactor/StepUpNotice';
import { needsSecondFactor } from '@/config/secondFactor';
import { BULK_DECISIONS_IN_FLIGHT } from '@/config/constants';
import { dataProvider } from '@/lib/data/provider';
import { afterWrite } from '@/lib/data/queries';
import { UNDO_SECONDS } from '@/lib/data/trash';
import { transitionsOfKind, type Row, type Transition } from '@/lib/entity/define';
import type { Fields } from '@/lib/entity/fields';
import { errorText, isPermissionDenied } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { loadNamespaces } from '@/lib/i18n';
import { secondFactorMissing } from '@/lib/session/secondFactorState';
import { useNotify } from '@/lib/notify/useNotify';
import type { EntityScreen } from './types';

/**
 * @param screen the entity's screen (its transitions and `decidable`)
 * @param row the row as shown
 * @returns the status changes (transitions of the default kind: an assignment has its own
 *   screens) that apply to a row now: none when the screen says its decisions do not apply
 *   (`decidable`), otherwise those whose field holds an allowed `from`
 */
export function applicableTransitions<F extends Fields>(
  screen: EntityScreen<F>,
  row: Row<F>,
): (readonly [string, Transition])[] {
  if (screen.decidable && !screen.decidable(row)) return [];
  return transitionsOfKind(screen.entity, 'state').filter(([, tr]) =>
    tr.from.includes((row as Record<string, unknown>)[tr.field] as string | boolean),
  );
}

/**
 * Delete and status changes of an entity, each after a confirmation (spec §4, §8),
 * with the success message or the reason of a refusal notified. A parent that still
 * has children is refused before anything is asked (spec §5: "Please delete first all
 * SubCategory..."); the delete transaction checks again. A delete moves the document
 * to the trash (its images stay in Storage) and its message offers Undo for
 * UNDO_SECONDS (docs/data-model.md, "Trash").
 * @param screen the entity's screen
 * @param onDone called after a successful change (e.g. to leave a deleted page)
 * @returns the dialog to render, `remove(row)`, `decide(row, transition)` and
 *   `decideMany(rows, transition)`; each resolves true when something was done
 */
export function useRowActions<F extends Fields>(
  screen: EntityScreen<F>,
  onDone?: () => void,
): {
  dialog: ReactNode;
  remove: (row: Row<F>) => Promise<boolean>;
  decide: (row: Row<F>, transition: Transition) => Promise<boolean>;
  decideMany: (rows: readonly Row<F>[], transition: Transition) => Promise<boolean>;
} {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const { entity, keys } = screen;

  const changed = useCallback(() => {
    // Its own queries, its parent's (counter) and those of the documents its decisions move
    // amounts on; the trash after a delete (a decision's keys are a subset of a delete's).
    void afterWrite(queryClient, entity, 'remove');
    onDone?.();
  }, [queryClient, entity, onDone]);

  const remove = useCallback(
    async (row: Row<F>) => {
      const counter = entity.hierarchy?.childCounter;
      if (counter && Number((row as Record<string, unknown>)[counter] ?? 0) > 0) {
        await confirm({
          title: t('common.delete'),
          message: t(keys.hasChildren ?? 'error.hasChildren'),
          confirmLabel: t('common.ok'),
          inform: true,
        });
        return false;
      }
      const ok = await confirm({
        title: t('common.delete'),
        message: t(keys.deleteConfirm ?? 'confirm.delete'),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (!ok) return false;
      // The texts of the Undo button, while the delete runs.
      const texts = loadNamespaces(['trash']).catch(() => undefined);
      try {
        // Moved to the trash with its images kept (docs/data-model.md, "Trash"); Undo restores it.
        const entryId = await dataProvider.remove(entity, row.id, keys.hasChildren);
        await texts;
        const undo = async () => {
          try {
            await dataProvider.restore(entryId, entity.hierarchy?.parent);
            notify({ message: t('trash.restored'), severity: 'success' });
          } catch (error) {
            notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
          }
          changed();
        };
        notify({
          message: t(keys.deleted ?? 'message.deleted'),
          severity: 'success',
          autoHideMs: UNDO_SECONDS * 1000,
          action: { label: t('trash.undo'), closeLabel: t('trash.closeMessage'), onClick: () => void undo() },
        });
        changed();
        return true;
      } catch (error) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
        return false;
      }
    },
    [changed, confirm, entity, keys, notify, t],
  );

  const ask = useCallback(
    (transition: Transition, count: number, row?: Row<F>, stepUp?: { refused: boolean; reason: string }) =>
      confirm({
        context: (
          <>
            {row && screen.decisionContext?.(row, transition)}
            {stepUp && <StepUpNotice refused={stepUp.refused} />}
          </>
        ),
        title: t(transition.labelKey),
        message:
          count > 1 ? t('list.bulkConfirm', { action: t(transition.labelKey), count }) : t(transition.confirmKey),
        confirmLabel: t(transition.labelKey),
        danger: transition.danger,
        reason: stepUp?.reason,
        ...(transition.reasonRequired || transition.reasonLabelKey
          ? {
              reasonLabel: t(transition.reasonLabelKey ?? 'common.reason'),
              reasonRequired: transition.reasonRequired,
              reasonMax: transition.reasonMax,
            }
          : {}),
      }),
    [confirm, t, screen],
  );

  /** Whether a step needs a second factor when the setting is on (src/config/secondFactor.ts). */
  const coveredStep = useCallback(
    (transition: Transition) => {
      const name = Object.entries(entity.transitions ?? {}).find(([, step]) => step === transition)?.[0];
      return name !== undefined && needsSecondFactor(entity.collection, name);
    },
    [entity],
  );

  // A step the second-factor policy covers says so before it is made when the session
  // lacks the factor, and a refusal for want of it asks again with the reason kept and the
  // step-up offered (docs/access.md, "Second factor").
  const decide = useCallback(
    async (row: Row<F>, transition: Transition) => {
      const covered = coveredStep(transition);
      let stepUp = covered && (await secondFactorMissing(queryClient)) ? { refused: false, reason: '' } : undefined;
      for (;;) {
        const answer = await ask(transition, 1, row, stepUp);
        if (!answer) return false;
        try {
          await dataProvider.decide(entity, row.id, transition, {
            reason: answer.reason || null,
            expectedUpdatedAt: row.updatedAt,
          });
          notify({ message: t(transition.successKey), severity: 'success' });
          changed();
          return true;
        } catch (error) {
          if (covered && isPermissionDenied(error) && (await secondFactorMissing(queryClient, true))) {
            stepUp = { refused: true, reason: answer.reason };
            continue;
          }
          notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
          changed();
          return false;
        }
      }
    },
    [ask, changed, coveredStep, entity, notify, queryClient, t],
  );

  const decideMany = useCallback(
    async (rows: readonly Row<F>[], transition: Transition) => {
      const answer = await ask(transition, rows.length);
      if (!answer) return false;
      // One transaction each: every row is checked on its own (state, conflicts, rules),
      // at most BULK_DECISIONS_IN_FLIGHT at once.
      const limit = pLimit(BULK_DECISIONS_IN_FLIGHT);
      const results = await Promise.allSettled(
        rows.map((row) =>
          limit(() =>
            dataProvider.decide(entity, row.id, transition, {
              reason: answer.reason || null,
              expectedUpdatedAt: row.updatedAt,
            }),
          ),
        ),
      );
      const done = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.length - done;
      const firstError = results.find((r) => r.status === 'rejected');
      notify({
        message:
          refused === 0
            ? t('list.bulkDone', { count: done })
            : t('list.bulkPartly', {
                done: formatNumber(done, i18n.language),
                refused: formatNumber(refused, i18n.language),
                reason: firstError && firstError.status === 'rejected' ? errorText(t, firstError.reason) : '',
              }),
        severity: refused === 0 ? 'success' : 'warning',
        autoHideMs: refused === 0 ? undefined : 8000,
      });
      changed();
      return done > 0;
    },
    [ask, changed, entity, notify, t, i18n.language],
  );

  return { dialog, remove, decide, decideMany };
}
