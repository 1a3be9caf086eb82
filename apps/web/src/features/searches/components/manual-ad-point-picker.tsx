import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';

/*
 * The manual-ad form's small point picker, its own lazily loaded chunk (Leaflet and its CSS load only here).
 * A click places the ad's point. Tiles may fail to load (no network): clicks still work on the blank map.
 */

const TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const PICKER_ZOOM = 10;

// Leaflet's default icon guesses its image URLs from the CSS, which breaks under Vite: set them explicitly.
const MARKER_ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface PickedPoint {
  latitude: number;
  longitude: number;
}

interface ManualAdPointPickerProps {
  /** Where the map opens: the point already picked, else the search's centre or Madrid. */
  centre: PickedPoint;
  point: PickedPoint | null;
  onPick: (point: PickedPoint) => void;
  label: string;
}

function ClickToPick({ onPick }: { onPick: ManualAdPointPickerProps['onPick'] }) {
  useMapEvents({
    click(event) {
      onPick({ latitude: Number(event.latlng.lat.toFixed(6)), longitude: Number(event.latlng.lng.toFixed(6)) });
    },
  });
  return null;
}

export function ManualAdPointPicker({ centre, point, onPick, label }: ManualAdPointPickerProps) {
  const start = point ?? centre;
  return (
    <div role="group" aria-label={label} data-testid="manual-ad-map" className="h-56 overflow-hidden rounded-xl ring-1 ring-neutral-300 dark:ring-neutral-700">
      <MapContainer center={[start.latitude, start.longitude]} zoom={PICKER_ZOOM} className="size-full" scrollWheelZoom={false}>
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
        <ClickToPick onPick={onPick} />
        {point ? <Marker position={[point.latitude, point.longitude]} icon={MARKER_ICON} /> : null}
      </MapContainer>
    </div>
  );
}
