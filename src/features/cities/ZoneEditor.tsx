import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { tileLayerOf } from '@/lib/geo/tiles';
import { openRing, pointsToText, textToPoints, type ZoneCity, type ZonePoint } from '@/lib/geo/zone';

/** The tile layer from the build's configuration (VITE_MAP_TILE_URL; OpenStreetMap's by default). */
const TILES = tileLayerOf(import.meta.env);

/** Where the map opens without a city centre or a zone: Muscat. */
const MUSCAT: [number, number] = [23.588, 58.3829];

/** The points of a Leaflet polygon's outer ring. */
function ringOf(layer: L.Polygon): ZonePoint[] {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return openRing((rings[0] ?? []).map((p) => ({ lat: p.lat, lng: p.lng })));
}

/**
 * The zone on the map with geoman: the polygon's vertices are dragged to edit it (a
 * middle marker adds one); without a zone, a click per point draws one, a click on the
 * first point closes it. Every change is given to `onChange` as an open ring.
 */
function GeomanZone(props: {
  readonly points: readonly ZonePoint[];
  readonly onChange: (points: ZonePoint[]) => void;
  readonly drawing: boolean;
  readonly onDrawn: () => void;
}) {
  const map = useMap();
  const { t } = useTranslation();
  const { onChange, onDrawn } = props;
  // geoman's vertex markers are Leaflet markers (role=button, focusable, unnamed): each is
  // named for pointer and screen-reader users, and left out of the tab order (the points'
  // text box is the keyboard's way to edit them).
  useEffect(() => {
    const container = map.getContainer();
    const label = () => {
      let n = 0;
      container.querySelectorAll<HTMLElement>('.marker-icon').forEach((el) => {
        const middle = el.classList.contains('marker-icon-middle');
        if (!middle) n += 1;
        const name = middle ? t('area.zoneAddPoint') : t('area.zoneVertex', { n });
        if (el.getAttribute('aria-label') !== name) el.setAttribute('aria-label', name);
        if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
      });
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [map, t]);
  const fitted = useRef(false);
  // The polygon follows the value; geoman's edits call onChange, which feeds it back.
  useEffect(() => {
    if (props.points.length === 0) return undefined;
    const layer = L.polygon(
      props.points.map((p) => [p.lat, p.lng] as [number, number]),
      { color: '#1565c0' },
    );
    layer.addTo(map);
    layer.pm.enable({ allowSelfIntersection: true, snappable: false });
    const changed = () => onChange(ringOf(layer));
    layer.on('pm:markerdragend', changed);
    layer.on('pm:vertexadded', changed);
    layer.on('pm:vertexremoved', changed);
    if (!fitted.current) {
      map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 15 });
      fitted.current = true;
    }
    return () => {
      layer.off();
      layer.pm.disable();
      layer.remove();
    };
  }, [map, props.points, onChange]);
  // Drawing a new polygon.
  useEffect(() => {
    if (!props.drawing) return undefined;
    map.pm.enableDraw('Polygon', { allowSelfIntersection: true, snappable: false, finishOn: null });
    const created = (e: { layer: L.Layer }) => {
      const layer = e.layer as L.Polygon;
      const points = ringOf(layer);
      layer.remove();
      onDrawn();
      onChange(points);
    };
    map.on('pm:create', created);
    return () => {
      map.off('pm:create', created);
      map.pm.disableDraw();
    };
  }, [map, props.drawing, onChange, onDrawn]);
  return null;
}

/**
 * An area's delivery zone in its form (issue 50 item 2, docs/data-model.md "Delivery
 * zones"): a map (Leaflet + geoman) to draw and edit the polygon with a mouse or a finger,
 * and the same points as text, one "latitude, longitude" a line, for the keyboard. The
 * form's schema checks the shape (src/lib/geo/zone.ts); a refused zone stays as drawn.
 * Without map tiles (offline) the map says so and the polygon and text still work.
 * Loaded only with the area form (lazy: Leaflet, geoman and their CSS are in this chunk).
 * @param form the area form's formik bag (the value: a list of {lat, lng})
 * @param name the zone field's name
 * @param label its translated label
 * @param city the area's city (centre and radius, drawn as a circle), or null
 */
export default function ZoneEditor<V>(props: {
  readonly form: FormikProps<V>;
  readonly name: string;
  readonly label: string;
  readonly city: ZoneCity | null;
}) {
  const { t } = useTranslation();
  const { form, name, city } = props;
  const value = ((form.values as Record<string, unknown>)[name] ?? []) as ZonePoint[];
  const points = openRing(value.map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) })));
  const [text, setText] = useState(() => pointsToText(points));
  const [lineError, setLineError] = useState<number | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const rtl = document.documentElement.dir === 'rtl';
  const error = (form.errors as Record<string, unknown>)[name];
  const errorText = typeof error === 'string' ? t(error) : Array.isArray(error) ? t('area.validation.zonePoint') : null;
  // The form's setters change with each render; the ref keeps the map's handlers stable.
  const setPoints = useRef<(next: ZonePoint[]) => void>(() => undefined);
  setPoints.current = (next: ZonePoint[]) => {
    void form.setFieldValue(name, next, true);
    void form.setFieldTouched(name, true, false);
    setText(pointsToText(next));
    setLineError(null);
  };
  const [onChange] = useState(() => (next: ZonePoint[]) => setPoints.current(next));
  const [onDrawn] = useState(() => () => setDrawing(false));
  const centre: [number, number] | null =
    city && city.latitude !== null && city.longitude !== null ? [city.latitude, city.longitude] : null;
  const applyText = () => {
    const parsed = textToPoints(text);
    if (!parsed.ok) {
      setLineError(parsed.line);
      return;
    }
    setPoints.current(openRing(parsed.points));
  };
  const helpId = `${name}-help`;
  const errorId = `${name}-error`;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={helpId}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {props.label}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('area.zoneHelp')}
      </Typography>
      {city && !centre && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('area.zoneCityNoCentre')}
        </Alert>
      )}
      {TILES && tilesFailed && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="zone-no-tiles">
          {t('area.zoneTilesFailed')}
        </Alert>
      )}
      <Box
        role="region"
        aria-label={t('area.zoneMap')}
        data-testid="zone-map"
        dir="ltr"
        sx={{
          height: { xs: 320, md: 380 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          mb: 1,
          '& .leaflet-container': { height: '100%', background: '#e8eef2' },
          // On a touch screen each vertex (and each middle marker, which adds one) takes a
          // 44 px finger target around its visible dot: the dot is drawn by the background,
          // the rest of the square is transparent and still catches the touch.
          '@media (pointer: coarse)': {
            '& .marker-icon': {
              width: '44px !important',
              height: '44px !important',
              margin: '-22px 0 0 -22px !important',
              border: 0,
              backgroundColor: 'transparent',
              backgroundImage: 'radial-gradient(circle, #ffffff 0 9px, #3388ff 9px 11px, transparent 11px)',
            },
            '& .marker-icon-middle': {
              backgroundImage: 'radial-gradient(circle, #ffffff 0 6px, #3388ff 6px 8px, transparent 8px)',
            },
            // The zoom buttons too (Leaflet draws them 30 px).
            '& .leaflet-control-zoom.leaflet-bar a': { width: 44, height: 44, lineHeight: '44px' },
          },
        }}
      >
        <MapContainer center={centre ?? MUSCAT} zoom={12} zoomControl={false} style={{ height: '100%' }}>
          <ZoomControl position={rtl ? 'topright' : 'topleft'} />
          {TILES && (
            <TileLayer
              url={TILES.url}
              attribution={TILES.attribution}
              eventHandlers={{ tileerror: () => setTilesFailed(true) }}
            />
          )}
          {centre && city && (
            <Circle
              center={centre}
              radius={city.radiusMeters}
              pathOptions={{ color: '#6a1b9a', weight: 1, fillOpacity: 0.04, dashArray: '4 6' }}
              interactive={false}
            />
          )}
          <GeomanZone points={points} onChange={onChange} drawing={drawing} onDrawn={onDrawn} />
        </MapContainer>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          sx={{ minHeight: 44 }}
          onClick={() => {
            setPoints.current([]);
            setDrawing(true);
          }}
          data-testid="zone-draw"
        >
          {t('area.zoneDraw')}
        </Button>
        <Button
          variant="text"
          color="inherit"
          sx={{ minHeight: 44 }}
          disabled={points.length === 0 && !drawing}
          onClick={() => {
            setDrawing(false);
            setPoints.current([]);
          }}
        >
          {t('area.zoneClear')}
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="zone-count">
          {t('area.zonePointTotal', { n: points.length })}
        </Typography>
      </Stack>
      <TextField
        label={t('area.zonePoints')}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          htmlInput: { dir: 'ltr', 'aria-describedby': errorId, 'data-testid': 'zone-text', spellCheck: false },
        }}
        error={lineError !== null || Boolean(errorText)}
        helperText={
          <span id={errorId} role={lineError !== null || errorText ? 'alert' : undefined}>
            {lineError !== null ? t('area.validation.zoneLine', { line: lineError }) : (errorText ?? ' ')}
          </span>
        }
      />
      <Button variant="outlined" sx={{ minHeight: 44, mt: 1 }} onClick={applyText} data-testid="zone-apply">
        {t('area.zoneApplyText')}
      </Button>
    </Box>
  );
}
