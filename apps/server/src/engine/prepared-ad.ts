import type { MarketEntry } from './market.js';
import type { FactCache } from './preferences.js';
import { foldsOneForOne, foldText, mayContainPhrase, type KeywordPhrase } from './text.js';
import type { RawAd } from './types.js';

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
  marketEntry: MarketEntry | undefined = undefined;

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
