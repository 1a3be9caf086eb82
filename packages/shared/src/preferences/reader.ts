import type { PreferenceFuel, PreferenceGearbox, PreferenceHomeFeature, PreferenceHomeType, PreferenceSellerType } from '../schemas/preferences.js';
import type { Mention } from './lexicon.js';
import { parseSpanishNumber } from './numbers.js';

/** Category ids (CATEGORIES). */
export const CARS = 1;
export const MOTORBIKES = 2;
export const HOMES = 3;

/** What the parser found so far (several values of one kind: the strictest wins in toPreferences). */
export interface Found {
  fuel: PreferenceFuel[];
  gearbox: Set<PreferenceGearbox>;
  maxKm: number[];
  lowKm: boolean;
  minYear: number[];
  maxYear: number[];
  maxPrice: number[];
  seller: Set<PreferenceSellerType>;
  a2: boolean;
  abs: boolean;
  minRooms: number[];
  minSqm: number[];
  homeTypes: PreferenceHomeType[];
  features: PreferenceHomeFeature[];
}

/** The folded text, with what was already understood taken out so no phrase is read twice. */
export class Reader {
  private readonly used: Uint8Array;
  constructor(readonly text: string) {
    this.used = new Uint8Array(text.length);
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }

  take(start: number, end: number): void {
    this.used.fill(1, Math.max(0, start), Math.min(this.text.length, end));
  }

  /** Every free match of a global pattern; `use` returns how far before/after the match to consume, or false. */
  each(pattern: RegExp, use: (m: RegExpExecArray) => { from: number; to: number } | boolean): void {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(this.text); m; m = pattern.exec(this.text)) {
      if (m[0].length === 0) {
        pattern.lastIndex++;
        continue;
      }
      const end = m.index + m[0].length;
      if (!this.isFree(m.index, end)) continue;
      const used = use(m);
      if (used === true) this.take(m.index, end);
      else if (used) this.take(used.from, used.to);
    }
  }

  takeMentions<T>(mentions: Mention<T>[]): Mention<T>[] {
    const free = mentions.filter((m) => this.isFree(m.start, m.end));
    for (const m of free) this.take(m.start, m.end);
    return free;
  }

  leftover(from: number): string {
    let out = '';
    for (let i = from; i < this.text.length; i++) out += this.used[i] ? ' ' : this.text[i];
    return out;
  }
}

export const numberOf = (text: string | undefined): number | null => (text === undefined ? null : parseSpanishNumber(text));
