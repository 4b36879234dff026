import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LatLngBoundsExpression, Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polygon, Polyline, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { PageTrail } from '@/components/entity/PageTrail';
import { useCanDecide } from '@/components/entity/useScreen';
import { AssignDialog } from '@/domains/orders/detail/AssignDialog';
import { isAssignable } from '@/domains/orders/late/lateOrders';
import { useLiveMap } from '@/domains/orders/map/liveMap';
import { useServerNow, useSupplierPauses } from '@/components/screens/suppliers/usePause';
import { isPaused } from '@/entities/supplierPause';
import { formatDate } from '@/lib/format';
import { orderScreen } from '@/domains/orders/list/screen';
import type { Order } from '@/entities/order';
import {
  boundsOf,
  carriedBy,
  MAP_ORDER_LIMIT,
  mapExceptions,
  orderPosition,
  placeSlots,
  positionOf,
} from '@/domains/orders/map/mapModel';
import { tileLayerOf } from '@/lib/geo/tiles';
import { byLocale } from '@/entities/names';
import { ExceptionList, MapListEquivalent } from './MapLists';
import { MARKER_COLOURS, markerIcon, markerSize, spiralOffset, spiralRadius, type MarkerKind } from './markers';
import { useMapZones } from './zones';

/** Where the map opens before anything is known: Muscat. */
const MUSCAT: [number, number] = [23.588, 58.3829];

/** The zoom "Show on map" opens at: a street, where nearby places no longer overlap. */
const LOCATE_ZOOM = 16;

/** The tile layer from the build's configuration (VITE_MAP_TILE_URL; OpenStreetMap's by default). */
const TILES = tileLayerOf(import.meta.env);

/**
 * Fits the map to the known positions, with room for the largest spiral of orders around
 * a place, each time they change, until the person moves or zooms the map (from then on
 * the view is theirs). The padding is at most 40 % of the map's smaller side.
 * @param bounds [[south, west], [north, east]], null while nothing is known
 * @param spiral the largest spiral's radius in pixels (placeSlots and spiralRadius), marker included
 */
function FitUntilMoved(props: { readonly bounds: LatLngBoundsExpression | null; readonly spiral: number }) {
  const map = useMap();
  const moved = useRef(false);
  const fitting = useRef(false);
  useEffect(() => {
    const byPerson = () => {
      if (!fitting.current) moved.current = true;
    };
    map.on('movestart zoomstart', byPerson);
    return () => {
      map.off('movestart zoomstart', byPerson);
    };
  }, [map]);
  const key = JSON.stringify(props.bounds);
  useEffect(() => {
    if (moved.current || !props.bounds) return;
    const size = map.getSize();
    const padding = Math.min(48 + props.spiral, Math.floor(Math.min(size.x, size.y) * 0.4));
    // Without animation the view changes (and its events fire) within this call.
    fitting.current = true;
    map.fitBounds(props.bounds, { padding: [padding, padding], maxZoom: 14, animate: false });
    fitting.current = false;
    // key stands for bounds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, props.spiral]);
  return null;
}

/** One line of the key: the marker's colour and letter, and what it stands for. */
function KeyItem(props: { readonly kind: MarkerKind; readonly letter: string; readonly label: string }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center', listStyle: 'none' }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 24,
          height: 24,
          borderRadius: props.kind === 'supplier' ? '6px' : '50%',
          bgcolor: MARKER_COLOURS[props.kind],
          color: '#fff',
          fontSize: 12,
          fontWeight: 600,
        }}
      >
        {props.letter}
      </Box>
      <Typography component="span" variant="body2">
        {props.label}
      </Typography>
    </Stack>
  );
}

/**
 * The control room's live map (issue 50, item 1; docs/live-map.md), at
 * `<basePath>/map` for holders of /allOrders: the open orders (at their supplier, or
 * with their rider once picked up), the riders of their delivery companies (free or
 * carrying), and the suppliers, live; beside it the exceptions (ready with no rider,
 * a rider not moving with an order, a delivery past its time) and the same content as
 * lists. A click (Enter, a tap) on an order opens the assign dialog, riders nearest the
 * supplier first. A paused supplier (issue 50, supplierPauses) is drawn and listed so
 * until its time passes. Loaded only on this route (Leaflet and its CSS are in this chunk).
 * @param basePath the orders list's path (/allOrders)
 */
export default function LiveMapScreen(props: { readonly basePath: string }) {
  const { t, i18n } = useTranslation();
  const state = useLiveMap();
  const canDecide = useCanDecide(orderScreen);
  const [assigning, setAssigning] = useState<Order | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const pauses = useSupplierPauses([...state.suppliers.keys()]);
  const ends = [...pauses.values()].map((p) => p.pausedUntil?.getTime() ?? 0).filter((end) => end > state.now);
  const now = useServerNow(ends.length > 0 ? Math.min(...ends) : null);
  const orders = useMemo(() => state.orders ?? [], [state.orders]);
  const carried = useMemo(() => carriedBy(orders), [orders]);
  const zones = useMapZones(orders);
  const exceptions = mapExceptions(orders, state.riders, state.timers, state.now);
  const flagged = new Set(exceptions.map((e) => e.orderId));
  const positions = orders.map((order) => orderPosition(order, state.suppliers, state.riders));
  const riderPositions = [...state.riders.values()].map(positionOf);
  const bounds = useMemo(
    () => (state.orders && state.suppliers.size > 0 ? boundsOf([...positions, ...riderPositions]) : null),
    // The first fit waits for the orders and their suppliers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.orders, state.suppliers, state.riders],
  );
  // Orders at the same place: each its slot on a spiral around it, those needing a person nearest.
  const spiral = placeSlots(
    orders,
    positions,
    exceptions.map((e) => e.orderId),
  );
  const rtl = document.documentElement.dir === 'rtl';
  // Re-created with the language so the letters follow it.
  const letters = {
    order: t('liveMap.letter.order'),
    rider: t('liveMap.letter.rider'),
    supplier: t('liveMap.letter.supplier'),
  };
  const orderTitle = (order: Order) => {
    const title = t('liveMap.marker.order', { id: order.id, status: t(`order.statuses.${order.status}`) });
    const zone = zones.byOrder.get(order.id);
    return zone
      ? t('liveMap.marker.orderZone', { order: title, zone: byLocale(zone.nameEn, zone.nameAr, i18n.language) })
      : title;
  };
  const openOrder = (order: Order) => canDecide && isAssignable(order) && setAssigning(order);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const orderMarkers = useRef(new Map<string, LeafletMarker>());
  const markerRef = useCallback(
    (id: string) => (marker: LeafletMarker | null) => {
      if (marker) orderMarkers.current.set(id, marker);
      else orderMarkers.current.delete(id);
    },
    [],
  );
  const placeOf = new Map(orders.map((order, index) => [order.id, positions[index] ?? null]));
  // Centres the map on an order's marker (its place, then its slot on the place's spiral) at street zoom
  // and gives the marker the focus (the view is the person's from then on).
  const locate = (orderId: string) => {
    const at = placeOf.get(orderId);
    if (!map || !at) return;
    map.setView([at.latitude, at.longitude], Math.max(map.getZoom(), LOCATE_ZOOM), { animate: false });
    map.panBy(spiralOffset(spiral.slots.get(orderId) ?? 0, markerSize()), { animate: false });
    orderMarkers.current.get(orderId)?.getElement()?.focus();
  };

  return (
    <Stack spacing={2}>
      <PageTrail steps={[{ label: t('navbar.allOrders'), to: props.basePath }, { label: t('liveMap.title') }]} />
      <Typography variant="h4" component="h1">
        {t('liveMap.title')}
      </Typography>
      {!TILES && <Alert severity="info">{t('liveMap.tilesOff')}</Alert>}
      {TILES && tilesFailed && (
        <Alert severity="info" data-testid="map-no-tiles">
          {t('liveMap.noTiles')}
        </Alert>
      )}
      {state.failed && <Alert severity="warning">{t('liveMap.failed')}</Alert>}
      {orders.length >= MAP_ORDER_LIMIT && <Alert severity="info">{t('liveMap.limit', { n: MAP_ORDER_LIMIT })}</Alert>}
      {state.companiesLeftOut > 0 && (
        <Alert severity="info">{t('liveMap.companiesLeftOut', { n: state.companiesLeftOut })}</Alert>
      )}
      {!state.orders && !state.failed && <LinearProgress aria-label={t('common.loading')} />}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <Box
            role="region"
            aria-label={t('liveMap.mapLabel')}
            data-testid="live-map"
            dir="ltr"
            sx={{
              height: { xs: 460, lg: 'calc(100vh - 260px)' },
              minHeight: 420,
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              '& .leaflet-container': { height: '100%', background: '#e8eef2' },
              '& .live-map-marker': { background: 'none', border: 0 },
              '& .leaflet-marker-icon:focus-visible': { outline: '3px solid #ff9800', outlineOffset: 2 },
            }}
          >
            <MapContainer center={MUSCAT} zoom={11} zoomControl={false} style={{ height: '100%' }} ref={setMap}>
              <ZoomControl position={rtl ? 'topright' : 'topleft'} />
              {TILES && (
                <TileLayer
                  url={TILES.url}
                  attribution={TILES.attribution}
                  eventHandlers={{ tileerror: () => setTilesFailed(true) }}
                />
              )}
              <FitUntilMoved bounds={bounds} spiral={spiralRadius(spiral.largest, markerSize()) + markerSize() / 2} />
              {zones.zones.map((area) => (
                <Polygon
                  key={`z-${area.id}`}
                  positions={area.zone.map((p) => [p.lat, p.lng] as [number, number])}
                  pathOptions={{ color: '#1565c0', weight: 2, fillOpacity: 0.08 }}
                  interactive={false}
                />
              ))}
              {[...state.suppliers.values()].map((supplier) => {
                const at = positionOf(supplier);
                const pause = pauses.get(supplier.id);
                const paused = isPaused(pause, now) && pause?.pausedUntil;
                return at ? (
                  <Marker
                    key={`s-${supplier.id}-${i18n.language}-${paused ? pause.pausedUntil.getTime() : ''}`}
                    position={[at.latitude, at.longitude]}
                    icon={markerIcon(paused ? 'supplierPaused' : 'supplier', letters.supplier)}
                    title={
                      paused
                        ? t('liveMap.marker.supplierPaused', {
                            name: supplier.name,
                            time: formatDate(pause.pausedUntil, i18n.language, true),
                          })
                        : t('liveMap.marker.supplier', { name: supplier.name })
                    }
                    zIndexOffset={-100}
                  />
                ) : null;
              })}
              {[...state.riders.values()].map((rider) => {
                const at = positionOf(rider);
                const orderId = carried.get(rider.id);
                return at ? (
                  <Marker
                    key={`r-${rider.id}-${i18n.language}-${orderId ?? ''}`}
                    position={[at.latitude, at.longitude]}
                    icon={markerIcon(orderId ? 'riderCarrying' : 'riderFree', letters.rider)}
                    title={
                      orderId
                        ? t('liveMap.marker.riderCarrying', { name: rider.name, id: orderId })
                        : t('liveMap.marker.riderFree', { name: rider.name })
                    }
                  />
                ) : null;
              })}
              {orders.map((order, index) => {
                const at = positions[index];
                if (!at) return null;
                const rider = order.riderId ? positionOf(state.riders.get(order.riderId)) : null;
                const slot = spiral.slots.get(order.id) ?? 0;
                // Re-created when its zone is known (Leaflet sets a marker's title once).
                return (
                  <Fragment key={`o-${order.id}-${i18n.language}-${zones.byOrder.get(order.id)?.id ?? ''}`}>
                    {rider && order.deliveryStatus === 'assigned' && (
                      <Polyline
                        positions={[
                          [rider.latitude, rider.longitude],
                          [at.latitude, at.longitude],
                        ]}
                        pathOptions={{ color: '#6a1b9a', dashArray: '6 6', weight: 2 }}
                      />
                    )}
                    <Marker
                      position={[at.latitude, at.longitude]}
                      icon={markerIcon(flagged.has(order.id) ? 'orderException' : 'order', letters.order, slot)}
                      title={orderTitle(order)}
                      zIndexOffset={100}
                      ref={markerRef(order.id)}
                      eventHandlers={{ click: () => openOrder(order) }}
                    />
                  </Fragment>
                );
              })}
            </MapContainer>
          </Box>
          <Box component="section" aria-label={t('liveMap.legend')} sx={{ mt: 1 }}>
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ m: 0, p: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
            >
              {(['order', 'orderException', 'riderFree', 'riderCarrying', 'supplier', 'supplierPaused'] as const).map(
                (kind) => (
                  <KeyItem
                    key={kind}
                    kind={kind}
                    letter={
                      kind === 'supplier' ? letters.supplier : kind.startsWith('rider') ? letters.rider : letters.order
                    }
                    label={t(`liveMap.legend.${kind}`)}
                  />
                ),
              )}
            </Stack>
            {zones.zones.length > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="map-zone-count" sx={{ mt: 0.5 }}>
                {t('liveMap.zonesShown')}
              </Typography>
            )}
          </Box>
        </Box>
        <Stack
          spacing={3}
          sx={{ flex: 1, minWidth: 0, maxHeight: { lg: 'calc(100vh - 200px)' }, overflowY: { lg: 'auto' } }}
        >
          <ExceptionList
            state={state}
            exceptions={exceptions}
            basePath={props.basePath}
            canDecide={canDecide}
            onAssign={setAssigning}
            onLocate={(orderId) => (placeOf.get(orderId) ? () => locate(orderId) : null)}
          />
          <MapListEquivalent
            state={state}
            pauses={pauses}
            now={now}
            carried={carried}
            basePath={props.basePath}
            canDecide={canDecide}
            onAssign={setAssigning}
          />
        </Stack>
      </Stack>
      {assigning && <AssignDialog order={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}
