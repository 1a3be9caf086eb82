import { describe, expect, it } from 'vitest';
import { tickAnchor } from './price-chart';

describe('tickAnchor', () => {
  it('anchors a label inward near either end of the 640-wide chart, so its euros are not cut', () => {
    expect(tickAnchor(20)).toBe('start');
    expect(tickAnchor(620)).toBe('end');
    expect([30, 320, 610].map(tickAnchor)).toEqual(['middle', 'middle', 'middle']);
  });
});
