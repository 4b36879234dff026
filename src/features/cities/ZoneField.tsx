import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { FormikProps } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneCity } from '@/lib/geo/zone';
import { zoneCity } from './zoneCity';

const ZoneEditor = lazy(() => import('./ZoneEditor'));

/**
 * The area form's zone field (FormFieldOverride.component): reads the chosen city's centre
 * and radius and shows the zone editor, loaded on demand (Leaflet and geoman stay out of
 * every other screen's code).
 * @param form the area form's formik bag (its `cityId` names the city)
 * @param name the zone field's name
 * @param label its translated label
 */
export function ZoneField<V>(props: { readonly form: FormikProps<V>; readonly name: string; readonly label: string }) {
  const { t } = useTranslation();
  const cityId = String((props.form.values as Record<string, unknown>)['cityId'] ?? '');
  const [city, setCity] = useState<ZoneCity | null>(null);
  useEffect(() => {
    let live = true;
    void zoneCity(cityId).then((found) => live && setCity(found));
    return () => {
      live = false;
    };
  }, [cityId]);
  return (
    <Suspense
      fallback={
        <Box sx={{ height: 380 }}>
          <LinearProgress aria-label={t('common.loading')} />
        </Box>
      }
    >
      <ZoneEditor form={props.form as FormikProps<unknown>} name={props.name} label={props.label} city={city} />
    </Suspense>
  );
}
