import type { PreferenceFuel, PreferenceGearbox, PreferenceHomeFeature, PreferenceHomeType } from '@ojeador/shared';
import { foldsOneForOne, foldText, mayContainPhrase, type KeywordPhrase } from './text.js';
import type { RawAd } from './types.js';

/**
 * The market's own record of an ad (market.ts's MarketEntry), kept on the ad so a market finds it without a map; the
 * ad knows only which market wrote it, so it does not depend on the market.
 */
export interface MarketSlot {
  readonly market: object;
}

/** What the texts of an ad said, read once per ad and shared by the strict filter and scoring. */
export interface FactCache {
  fuel?: PreferenceFuel | null;
  gearbox?: PreferenceGearbox | null;
  km?: number | null;
  year?: number | null;
  rooms?: number | null;
  sqm?: number | null;
  homeTypes?: readonly PreferenceHomeType[];
  features?: ReadonlyMap<PreferenceHomeFeature, boolean>;
  a2?: boolean | null;
  abs?: boolean | null;
}

/**
 * An ad with its folded text computed once, on first use, and shared by matching, the market and
 * scoring (folding the description is the costliest step of a run, so it is done at most once).
 */
export class PreparedAd {
  private title: string | undefined;
  private description: string | undefined;
  private titleAligned: boolean | undefined;
  private descriptionAligned: boolean | undefined;

  /** Set by the market that indexes this ad (see market.ts). */
  marketEntry: MarketSlot | undefined = undefined;

  /** What the ad's attributes and texts say, read on first use by the preferences (see preferences.ts). */
  facts: FactCache | undefined = undefined;

  constructor(readonly ad: RawAd) {}

  get foldedTitle(): string {
    if (this.title === undefined) this.title = foldText(this.ad.title);
    return this.title;
  }

  get foldedDescription(): string {
    if (this.description === undefined) this.description = foldText(this.ad.description);
    return this.description;
  }

  /** The folded description, without keeping it when it was not kept already (read once, then dropped). */
  foldedDescriptionTransient(): string {
    return this.description ?? foldText(this.ad.description);
  }

  /**
   * Keeps the folded description until the returned release is called (an ad scored for many searches is folded once
   * for all of them); a description that was kept already stays kept.
   */
  holdFoldedDescription(): () => void {
    if (this.description !== undefined) return () => {};
    this.description = foldText(this.ad.description);
    return () => {
      this.description = undefined;
    };
  }

  /** Same for the title. */
  foldedTitleTransient(): string {
    return this.title ?? foldText(this.ad.title);
  }

  /** false when the phrase is certainly not in the folded title; true means "check it". */
  titleMayContain(phrase: KeywordPhrase): boolean {
    if (this.title !== undefined) return true;
    this.titleAligned ??= foldsOneForOne(this.ad.title);
    return !this.titleAligned || mayContainPhrase(this.ad.title, phrase);
  }

  /** Same for the description: lets matching skip folding descriptions that cannot match. */
  descriptionMayContain(phrase: KeywordPhrase): boolean {
    if (this.description !== undefined) return true;
    this.descriptionAligned ??= foldsOneForOne(this.ad.description);
    return !this.descriptionAligned || mayContainPhrase(this.ad.description, phrase);
  }
}
