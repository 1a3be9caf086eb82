import { describe, expect, it } from 'vitest';
import { timeSlicer } from './time-slice.js';

describe('timeSlicer', () => {
  it('lets a loop run on within its slice, then gives the event loop a turn and starts a new slice', async () => {
    let clock = 0;
    const giveWay = timeSlicer(10, () => clock);
    clock = 9;
    expect(giveWay()).toBeUndefined();
    clock = 10;
    const order: string[] = [];
    setImmediate(() => order.push('waiting work'));
    const turn = giveWay();
    expect(turn).toBeInstanceOf(Promise);
    await turn;
    order.push('loop');
    // The work queued before the loop gave way ran first; the slice counts again from the turn.
    expect(order).toEqual(['waiting work', 'loop']);
    clock = 19;
    expect(giveWay()).toBeUndefined();
    clock = 20;
    expect(giveWay()).toBeInstanceOf(Promise);
  });
});
