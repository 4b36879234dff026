/**
 * The translation screen's dialogs (TranslationDialogs): add or edit an entry, a key's
 * history, and the CSV import, each loaded when first asked for (lazyWithPreload, with a
 * loading dialog meanwhile), and which of them is open (DialogState).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDialog } from '@/components/feedback/LoadingDialog';
import { lazyWithPreload } from '@/lib/lazy';
import type { TranslationChange } from '@/lib/data/translations/write';
import type { ImportChange, TranslationEntry, TranslationMaps } from '@/lib/data/translations/model';

// What the first screen does not show loads when it is asked for (docs/performance.md
// "The translation editor"): the three dialogs (with formik and yup, the CSV parser and
// dry run, the history), the writes (./api, with Firebase Auth) and the CSV export.
export const TranslationDialog = lazyWithPreload(() => import('./TranslationDialog').then((m) => m.TranslationDialog));
const TranslationHistoryDialog = lazyWithPreload(() =>
  import('./TranslationHistoryDialog').then((m) => m.TranslationHistoryDialog),
);
export const TranslationImportDialog = lazyWithPreload(() =>
  import('./TranslationImportDialog').then((m) => m.TranslationImportDialog),
);
/** Starts loading a dialog's code when a person reaches for its button (pointer or focus). */
export const preloadOn = (dialog: { preload: () => Promise<unknown> }) => () =>
  void dialog.preload().catch(() => undefined);

/** Which dialog is open: none, add, edit of one entry, or the history of one key. */
export type DialogState =
  | { readonly mode: 'closed' }
  | { readonly mode: 'add' }
  | { readonly mode: 'edit'; entry: TranslationEntry }
  | { readonly mode: 'history'; key: string }
  | { readonly mode: 'import' };

/**
 * The open dialog of the translation screen, if any.
 * @param props.dialog which is open; `setDialog` closes it (`closed`)
 * @param props.maps the texts as read (the import compares with them); `existingKeys` their keys
 * @param props.save writes an added or edited entry; `restored` and `imported` show a
 *   restored or imported text at once
 * @param props.setChangedVersion reads the "changed since" keys again (after an import)
 */
export function TranslationDialogs(props: {
  readonly dialog: DialogState;
  readonly setDialog: (dialog: DialogState) => void;
  readonly maps: TranslationMaps | null;
  readonly existingKeys: ReadonlySet<string>;
  readonly save: (entry: TranslationEntry, mode: 'add' | 'edit') => Promise<void>;
  readonly restored: (change: TranslationChange, text: string | null) => void;
  readonly imported: (change: ImportChange) => void;
  readonly setChangedVersion: (step: (version: number) => number) => void;
}) {
  const { t } = useTranslation();
  const { dialog, setDialog, maps, existingKeys, save, restored, imported, setChangedVersion } = props;
  return (
    <>
      {dialog.mode === 'history' && (
        <Suspense
          fallback={
            <LoadingDialog
              title={`${t('translation.historyTitle')}${dialog.key}`}
              maxWidth="md"
              onClose={() => setDialog({ mode: 'closed' })}
            />
          }
        >
          <TranslationHistoryDialog.Component
            entryKey={dialog.key}
            onRestored={restored}
            onClose={() => setDialog({ mode: 'closed' })}
          />
        </Suspense>
      )}
      {dialog.mode === 'import' && maps && (
        <Suspense
          fallback={
            <LoadingDialog
              title={t('translation.import.title')}
              maxWidth="lg"
              onClose={() => setDialog({ mode: 'closed' })}
            />
          }
        >
          <TranslationImportDialog.Component
            maps={maps}
            onApplied={imported}
            onClose={() => {
              setDialog({ mode: 'closed' });
              // The "changed since" keys include what the import wrote.
              setChangedVersion((v) => v + 1);
            }}
          />
        </Suspense>
      )}
      {(dialog.mode === 'add' || dialog.mode === 'edit') && (
        <Suspense
          fallback={
            <LoadingDialog
              title={t(dialog.mode === 'add' ? 'translation.add' : 'translation.edit')}
              maxWidth="sm"
              onClose={() => setDialog({ mode: 'closed' })}
            />
          }
        >
          <TranslationDialog.Component
            entry={dialog.mode === 'edit' ? dialog.entry : null}
            existingKeys={existingKeys}
            onSubmit={(entry) => save(entry, dialog.mode === 'edit' ? 'edit' : 'add')}
            onClose={() => setDialog({ mode: 'closed' })}
          />
        </Suspense>
      )}
    </>
  );
}
