import { useEffect, useRef, useState } from 'react';
import { DEFAULT_CENTER } from '@ojeador/shared';

export type LocatingState = 'idle' | 'locating' | 'located' | 'fallback';

/** How long to wait for the browser's position (including an unanswered permission prompt). */
export const GEOLOCATION_TIMEOUT_MS = 8000;

/**
 * While no centre is set, asks the browser for its position and reports it; on refusal, error or
 * timeout reports the default point in Madrid (spec 000 section 2, step 1).
 */
export function useInitialCentre(hasCentre: boolean, onCentre: (latitude: number, longitude: number) => void) {
  const [state, setState] = useState<LocatingState>(hasCentre ? 'idle' : 'locating');
  // Losing the centre starts a new search for it.
  const [hadCentre, setHadCentre] = useState(hasCentre);
  if (hadCentre !== hasCentre) {
    setHadCentre(hasCentre);
    if (!hasCentre) setState('locating');
  }
  const onCentreRef = useRef(onCentre);
  useEffect(() => {
    onCentreRef.current = onCentre;
  });

  useEffect(() => {
    if (hasCentre) return;
    let settled = false;
    const settle = (latitude: number, longitude: number, how: LocatingState) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      setState(how);
      onCentreRef.current(latitude, longitude);
    };
    const fallback = () => settle(DEFAULT_CENTER.latitude, DEFAULT_CENTER.longitude, 'fallback');
    const timer = window.setTimeout(fallback, GEOLOCATION_TIMEOUT_MS);
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) fallback();
    else {
      try {
        geolocation.getCurrentPosition((position) => settle(position.coords.latitude, position.coords.longitude, 'located'), fallback, {
          enableHighAccuracy: false,
          timeout: GEOLOCATION_TIMEOUT_MS,
          maximumAge: 10 * 60 * 1000,
        });
      } catch {
        fallback();
      }
    }
    return () => {
      settled = true;
      window.clearTimeout(timer);
    };
    // Asked once per entry into the step while there is no centre.
  }, [hasCentre]);

  return state;
}
