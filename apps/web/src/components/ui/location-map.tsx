import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DEFAULT_CENTER } from '@ojeador/shared';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { Crosshair } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { zoomForRadius } from '@/lib/map-zoom';
import { Button } from './button';

/*
 * The Leaflet map of a search's centre and radius (creation step 1 and the search screen's parameters), its own lazily loaded chunk (Leaflet, Geoman and their CSS only load here).
 * A click moves the centre; a circle drawn with Geoman replaces the old one and sets centre and radius.
 * Tiles may fail to load (no network): clicks and circles still work on the blank map.
 */

const TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// Leaflet's default icon guesses its image URLs from the CSS, which breaks under Vite: set them explicitly.
const MARKER_ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

/** The brand's teal, as the circle's stroke and fill. */
const CIRCLE_STYLE: L.PathOptions = { color: '#0d9488', fillColor: '#14b8a6', fillOpacity: 0.15, weight: 2 };

export interface LocationMapProps {
  latitude: number | null;
  longitude: number | null;
  radiusKm: number;
  /** Change it to bring the view to the centre (a centre set from outside the map). */
  recentre?: number;
  onPick: (latitude: number, longitude: number) => void;
  onCircle: (latitude: number, longitude: number, radiusKm: number) => void;
}

function ClickToMove({ onPick }: { onPick: LocationMapProps['onPick'] }) {
  const map = useMapEvents({
    click(event) {
      // While Geoman draws, clicks belong to the drawing.
      if (map.pm?.globalDrawModeEnabled()) return;
      onPick(event.latlng.lat, event.latlng.lng);
    },
  });
  return null;
}

function CircleDrawing({ onCircle }: { onCircle: LocationMapProps['onCircle'] }) {
  const map = useMap();
  const { t } = useTranslation();
  const drawLabel = t('map.drawCircle');
  const onCircleRef = useRef(onCircle);
  useEffect(() => {
    onCircleRef.current = onCircle;
  });

  useEffect(() => {
    map.pm.setLang('es');
    map.pm.addControls({
      position: 'topleft',
      drawCircle: true,
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawPolygon: false,
      drawText: false,
      editMode: false,
      dragMode: false,
      cutPolygon: false,
      removalMode: false,
      rotateMode: false,
    });
    const onCreate = (event: { shape: string; layer: L.Layer }) => {
      // Our own <Circle> shows the area: the drawn layer only carries the numbers.
      event.layer.remove();
      if (event.shape !== 'Circle' || !(event.layer instanceof L.Circle)) return;
      const centre = event.layer.getLatLng();
      onCircleRef.current(centre.lat, centre.lng, event.layer.getRadius() / 1000);
    };
    map.on('pm:create', onCreate);
    // Geoman's buttons are links with an icon and a tooltip only: name them for screen readers.
    for (const button of map.getContainer().querySelectorAll<HTMLElement>('.leaflet-pm-toolbar .leaflet-buttons-control-button')) {
      if (button.querySelector('.leaflet-pm-icon-circle')) button.setAttribute('aria-label', drawLabel);
      button.setAttribute('role', 'button');
    }
    return () => {
      map.off('pm:create', onCreate);
      map.pm.removeControls();
    };
  }, [map, drawLabel]);
  return null;
}

/** Fits the view to the circle when the radius changes, to the first centre once it is known, and to the centre
 * whenever `recentre` changes (a place typed beside the map). */
function ViewSync({ latitude, longitude, radiusKm, recentre }: { latitude: number | null; longitude: number | null; radiusKm: number; recentre: number }) {
  const map = useMap();
  const last = useRef({ radiusKm, hadCentre: latitude !== null, recentre });
  useEffect(() => {
    const hasCentre = latitude !== null && longitude !== null;
    const radiusChanged = last.current.radiusKm !== radiusKm;
    const centreArrived = hasCentre && !last.current.hadCentre;
    const asked = last.current.recentre !== recentre;
    last.current = { radiusKm, hadCentre: hasCentre, recentre };
    if (!hasCentre || (!radiusChanged && !centreArrived && !asked)) return;
    map.setView([latitude, longitude], zoomForRadius(radiusKm), { animate: !prefersReducedMotion() });
  }, [map, latitude, longitude, radiusKm, recentre]);
  return null;
}

/** The reader asked for less motion: the map jumps instead of panning and zooming with an animation. */
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Names the focusable map container for screen readers. */
function ContainerLabel() {
  const map = useMap();
  const { t } = useTranslation();
  const label = t('map.label');
  useEffect(() => {
    map.getContainer().setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Keyboard users pan with the arrow keys, then put the centre where the view is. */
function CentreHereButton({ map, onPick }: { map: L.Map | null; onPick: LocationMapProps['onPick'] }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Crosshair className="size-4" aria-hidden="true" />}
      disabled={!map}
      onClick={() => {
        if (!map) return;
        const centre = map.getCenter();
        onPick(centre.lat, centre.lng);
      }}
    >
      {t('map.useCentre')}
    </Button>
  );
}

export function LocationMap({ latitude, longitude, radiusKm, recentre = 0, onPick, onCircle }: LocationMapProps) {
  const { t } = useTranslation();
  const [map, setMap] = useState<L.Map | null>(null);
  // Only the first render positions the map; ViewSync follows later changes.
  const [initialView] = useState(() => ({
    center: [latitude ?? DEFAULT_CENTER.latitude, longitude ?? DEFAULT_CENTER.longitude] as [number, number],
    zoom: zoomForRadius(radiusKm),
  }));
  const [reducedMotion] = useState(prefersReducedMotion);
  const hasCentre = latitude !== null && longitude !== null;

  return (
    <div className="flex flex-col gap-2">
      <div className="relative isolate h-[400px] overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800">
        <MapContainer
          ref={setMap}
          center={initialView.center}
          zoom={initialView.zoom}
          minZoom={3}
          scrollWheelZoom={false}
          zoomAnimation={!reducedMotion}
          fadeAnimation={!reducedMotion}
          markerZoomAnimation={!reducedMotion}
          className="size-full"
        >
          <ContainerLabel />
          <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
          <ClickToMove onPick={onPick} />
          <CircleDrawing onCircle={onCircle} />
          <ViewSync latitude={latitude} longitude={longitude} radiusKm={radiusKm} recentre={recentre} />
          {hasCentre ? (
            <>
              <Marker position={[latitude, longitude]} icon={MARKER_ICON} alt={t('map.marker')} />
              <Circle center={[latitude, longitude]} radius={radiusKm * 1000} pathOptions={CIRCLE_STYLE} />
            </>
          ) : null}
        </MapContainer>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-neutral-500 dark:text-neutral-400">
        <span>{t('map.hint')}</span>
        <CentreHereButton map={map} onPick={onPick} />
      </div>
    </div>
  );
}
