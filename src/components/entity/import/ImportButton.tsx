import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter } from '@/lib/data/types';
import type { AnyScreen } from '../types';

const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/**
 * "Import CSV" beside "Export CSV" (docs/import.md): opens the import dialog, loaded only
 * when asked for. Shown by the list to holders who may create on the screen.
 * @param screen the entity's screen (its definition has `import`)
 * @param screenPath the list's path (names the remembered column mapping)
 * @param fixedFilters a related list's fixed filters: their values are set on every row
 * Memoized: it does not re-render with each state of the list's read.
 */
export const ImportButton = memo(function ImportButton(props: {
  readonly screen: AnyScreen;
  readonly screenPath: string;
  readonly fixedFilters?: readonly Filter[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fixed = Object.fromEntries((props.fixedFilters ?? []).map((f) => [f.field, String(f.value ?? '')]));
  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {t('list.import')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            screen={props.screen}
            screenPath={props.screenPath}
            fixed={fixed}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
});
