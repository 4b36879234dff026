import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALWAYS_ALLOWED, NAV_ITEMS, NAV_SECTIONS } from '@/config/navigation';
import { ALL_ACCESS, holdsAll } from '@/lib/access';
import { peopleQueries, providerWrite } from '@/lib/data/queries';
import { useStepUp } from '@/components/secondFactor/useStepUp';
import { errorText } from '@/lib/errors';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';

/** The menu paths Access can hold, grouped by the menu's sections (the one navigation definition). */
const GROUPS = NAV_SECTIONS.map((section) => ({
  section,
  items: NAV_ITEMS.filter(
    (item) =>
      item.section === section && !(ALWAYS_ALLOWED as readonly string[]).includes(item.path) && !('shownWith' in item),
  ),
})).filter((group) => group.items.length > 0);

/**
 * Checkboxes of menu paths grouped by menu section, and an All switch (spec §6):
 * the Access value being edited. Disabled paths stay as they are.
 * @param value the Access list
 * @param onChange the new list
 * @param allowAll whether the All switch may be turned (All holders only; to others who
 *   edit the paths it shows disabled with the reason written under it)
 */
export function AccessChecks(props: {
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly allowAll: boolean;
  readonly disabled?: boolean;
}) {
  const { t } = useTranslation();
  const all = props.value.includes(ALL_ACCESS);
  const allRefused = !props.disabled && !props.allowAll;
  const allReasonId = useId();
  const toggle = (path: string, on: boolean) =>
    props.onChange(on ? [...props.value.filter((p) => p !== path), path] : props.value.filter((p) => p !== path));
  return (
    <Stack spacing={2}>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={all}
              disabled={props.disabled || !props.allowAll}
              onChange={(event) => props.onChange(event.target.checked ? [ALL_ACCESS] : [])}
              slotProps={{ input: { 'aria-describedby': allRefused ? allReasonId : undefined } }}
            />
          }
          label={t('people.access.all')}
        />
        {/* Why the switch is off-limits to someone who edits the rest (can('grantAll')). */}
        {allRefused && (
          <Typography id={allReasonId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('people.access.allOnlyByAll')}
          </Typography>
        )}
      </div>
      {GROUPS.map((group) => (
        <fieldset key={group.section} style={{ border: 0, margin: 0, padding: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t(`navbar.section.${group.section}`)}
          </Typography>
          <FormGroup row>
            {group.items.map((item) => (
              <FormControlLabel
                key={item.path}
                control={
                  <Checkbox
                    checked={all || props.value.includes(item.path)}
                    disabled={props.disabled || all}
                    onChange={(event) => toggle(item.path, event.target.checked)}
                  />
                }
                label={t(item.labelKey)}
              />
            ))}
          </FormGroup>
        </fieldset>
      ))}
    </Stack>
  );
}

/**
 * An employee's Access on their page (docs/access.md, "People"): shown to /Admins and
 * All holders; editable except on one's own page and (but for All holders) on an All
 * holder's. Saving is audited.
 * @param id the employee's users document id
 */
export function AccessSection({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { can } = useCan();
  const query = useQuery(peopleQueries.access(id));
  const [value, setValue] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const stepUp = useStepUp();
  useEffect(() => setValue(query.data ? [...query.data] : null), [query.data]);
  const person = { id, type: 'employee', holdsAll: holdsAll(query.data ?? []) } as const;
  const editable = can('setAccess', { person });
  const allowAll = can('grantAll', { person });

  const save = async () => {
    if (!value) return;
    setSaving(true);
    stepUp.clear();
    try {
      await providerWrite(queryClient, 'setAccess', id, value);
      notify({ message: t('people.access.saved'), severity: 'success' });
    } catch (error) {
      // Refused for want of a second factor: the step-up offer, the boxes kept as ticked.
      if (!(await stepUp.refusedForFactor(error))) {
        notify({ message: errorText(t, error), severity: 'error', autoHideMs: 6000 });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('people.access.title')} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('people.access.title')}
      </Typography>
      {query.error ? (
        <Typography color="error" role="alert">
          {errorText(t, query.error)}
        </Typography>
      ) : value ? (
        <Stack spacing={2}>
          {!editable && <Typography color="text.secondary">{t('people.access.readOnly')}</Typography>}
          <AccessChecks value={value} onChange={setValue} allowAll={allowAll} disabled={!editable} />
          {stepUp.notice}
          {editable && (
            <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={saving} onClick={() => void save()}>
              {t('people.access.save')}
            </Button>
          )}
        </Stack>
      ) : null}
    </Paper>
  );
}
