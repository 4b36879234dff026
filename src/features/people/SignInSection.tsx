import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { staffEntity } from '@/entities/staff';
import { readStored } from '@/lib/data/read';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { appKeys } from '@/lib/query/keys';

/** What the section shows of an employee's users document. */
interface SignInFacts {
  readonly lastSignInAt: Date | null;
  /** null: never stamped (no sign-in since the stamp exists). */
  readonly secondFactor: boolean | null;
  readonly blocked: boolean;
}

/** Reads the sign-in facts from users/{id} (the stamp of src/lib/data/signInStamp.ts). */
async function readSignIn(id: string): Promise<SignInFacts> {
  const data = await readStored(staffEntity, id);
  const at: unknown = data?.['lastSignInAt'];
  const factor: unknown = data?.['secondFactor'];
  return {
    lastSignInAt:
      at && typeof at === 'object' && 'toDate' in at && typeof at.toDate === 'function' ? (at.toDate() as Date) : null,
    secondFactor: typeof factor === 'boolean' ? factor : null,
    blocked: data?.['blocked'] === true,
  };
}

/**
 * An employee's sign-in and security facts for All holders (docs/access.md, "Sessions";
 * issue 51): last sign-in, whether they sign in with a second factor, blocked or not.
 * The first two come from the stamp the employee's own panel writes at each sign-in
 * (Firebase Auth's metadata of another account cannot be read from a browser); an
 * employee who has not signed in since shows "Not recorded yet".
 * @param props.id the employee's uid
 */
export function SignInSection(props: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: appKeys.signIn(props.id), queryFn: () => readSignIn(props.id) });
  if (query.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (query.error) return <Typography role="alert">{errorText(t, query.error)}</Typography>;
  const facts = query.data;
  const rows: readonly (readonly [string, ReactNode])[] = [
    [
      t('people.signIn.last'),
      facts.lastSignInAt ? formatDate(facts.lastSignInAt, i18n.language, true) : t('people.signIn.notRecorded'),
    ],
    [
      t('people.signIn.secondFactor'),
      facts.secondFactor === null ? (
        t('people.signIn.notRecorded')
      ) : (
        <Chip
          size="small"
          color={facts.secondFactor ? 'success' : 'warning'}
          label={t(facts.secondFactor ? 'people.signIn.enrolled' : 'people.signIn.notEnrolled')}
        />
      ),
    ],
    [
      t('people.signIn.blocked'),
      <Chip
        key="blocked"
        size="small"
        color={facts.blocked ? 'error' : 'default'}
        variant={facts.blocked ? 'filled' : 'outlined'}
        label={t(facts.blocked ? 'people.signIn.isBlocked' : 'people.signIn.notBlocked')}
      />,
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '12px 24px' }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
      </dl>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('people.signIn.help')}
      </Typography>
    </Paper>
  );
}
