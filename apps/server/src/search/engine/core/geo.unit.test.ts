import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, haversineKm, insideBox } from './geo.js';

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
const BARCELONA = { latitude: 41.3874, longitude: 2.1686 };

describe('haversineKm', () => {
  it('gives known distances', () => {
    expect(haversineKm(MADRID.latitude, MADRID.longitude, BARCELONA.latitude, BARCELONA.longitude)).toBeCloseTo(505, -1);
    expect(haversineKm(0, 0, 0, 1)).toBeCloseTo(111.19, 1);
    expect(haversineKm(40, -3, 40, -3)).toBe(0);
  });

  it('is symmetric and never negative', () => {
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    const lon = fc.double({ min: -180, max: 180, noNaN: true });
    fc.assert(
      fc.property(lat, lon, lat, lon, (a, b, c, d) => {
        const there = haversineKm(a, b, c, d);
        expect(there).toBeGreaterThanOrEqual(0);
        expect(there).toBeCloseTo(haversineKm(c, d, a, b), 6);
      }),
    );
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius', () => {
    const centre = fc.record({ latitude: fc.double({ min: -85, max: 85, noNaN: true }), longitude: fc.double({ min: -179, max: 179, noNaN: true }) });
    fc.assert(
      fc.property(
        centre,
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (c, radius, share, bearing) => {
          // A point at distance radius * share along the bearing.
          const angular = (radius * share) / 6371.0088;
          const lat1 = (c.latitude * Math.PI) / 180;
          const lon1 = (c.longitude * Math.PI) / 180;
          const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
          const lon2 = lon1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
          const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
          if (point.longitude > 180 || point.longitude < -180) return; // wrapped around: not this box's job
          expect(insideBox(boundingBox(c, radius), point.latitude, point.longitude)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rejects points clearly outside', () => {
    const box = boundingBox(MADRID, 100);
    expect(insideBox(box, BARCELONA.latitude, BARCELONA.longitude)).toBe(false);
    expect(insideBox(box, 40.9, -3.7)).toBe(true);
  });
});
