import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StillLoading } from '@/components/feedback/StillLoading';
import { errorKey } from '@/lib/errors';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency, formatNumber } from '@/lib/format';
import { nextTask, usePainted } from '@/lib/afterPaint';
import { countFor } from './api';
import type { CounterDefinition } from './counters';

type CountState = { status: 'loading' } | { status: 'error'; key: string } | { status: 'done'; value: number };

/**
 * One dashboard counter (spec §1): a skeleton while counting, the number in the
 * locale's format, or an error with a retry (never a misleading 0), and the
 * view-all link.
 * @param counter what to count and where its link goes
 */
export function CounterCard({ counter }: { readonly counter: CounterDefinition }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<CountState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  // Counted once the page has painted (its heading and skeletons first; usePainted).
  const painted = usePainted();
  useEffect(() => {
    if (!painted) return;
    let live = true;
    setState({ status: 'loading' });
    // Each counter's read starts in a task of its own (nextTask), not eight in one, and
    // not at all once the card is gone (the screen left, a logout).
    void nextTask().then(() => {
      if (!live) return;
      countFor(counter).then(
        (value) => live && setState({ status: 'done', value }),
        (error: unknown) => live && setState({ status: 'error', key: errorKey(error) }),
      );
    });
    return () => {
      live = false;
    };
  }, [counter, attempt, painted]);

  const labelId = `counter-${counter.id}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      data-counter={counter.id}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={labelId} color="text.secondary" gutterBottom>
          {t(counter.labelKey)}
        </Typography>
        {/* Inside the number's own typography, the skeleton takes the number's height:
            the cards below do not move when the counts arrive (CLS). */}
        {state.status === 'loading' && (
          <Box sx={{ position: 'relative' }}>
            <Typography variant="h4" component="p" aria-hidden>
              <Skeleton width={80} />
            </Typography>
            {/* A slow count says so beside its skeleton (never "Cannot reach the server"). */}
            <StillLoading waiting overlay />
          </Box>
        )}
        {state.status === 'done' && (
          <Typography variant="h4" component="p" data-testid="counter-value">
            {counter.query.sum
              ? formatCurrency(baisaToOmr(state.value), i18n.language)
              : formatNumber(state.value, i18n.language)}
          </Typography>
        )}
        {state.status === 'error' && (
          <Stack direction="row" spacing={1} role="alert" sx={{ alignItems: 'center', color: 'error.main' }}>
            <ErrorOutline fontSize="small" />
            <Typography variant="body2">{t(state.key)}</Typography>
          </Stack>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to={counter.path} size="small">
          {t('dashboard.viewAll')}
        </Button>
        {state.status === 'error' && (
          <Button size="small" onClick={retry}>
            {t('common.retry')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
