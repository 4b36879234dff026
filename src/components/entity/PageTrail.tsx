import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** One step of the trail: a label, and a link except for the current page. */
export interface TrailStep {
  readonly label: string;
  readonly to?: string;
}

/**
 * Breadcrumbs above a detail or form page (list › document › edit), so there is
 * always a way back. Labels are user content in their own direction.
 * @param steps from the list to the current page
 */
export function PageTrail(props: { readonly steps: readonly TrailStep[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('common.breadcrumbs')}>
      {props.steps.map((step, i) =>
        step.to && i < props.steps.length - 1 ? (
          <MuiLink key={step.to} component={Link} to={step.to} underline="hover" color="primary">
            <bdi dir="auto">{step.label}</bdi>
          </MuiLink>
        ) : (
          <Typography key={`${step.label}-${i}`} color="text.primary" aria-current="page">
            <bdi dir="auto">{step.label}</bdi>
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
