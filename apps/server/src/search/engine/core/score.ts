import { RADIUS_KM, type Point } from '@ojeador/shared';
import { confidenceLevelOf, isFraudProof, type Market } from './market.js';
import { distanceFromCentre, type CompiledQuery } from './match.js';
import {
  AdFacts,
  checkPreferences,
  DOUBTFUL_GROUP,
  emptyOutcome,
  preferencePoints,
  wishGroupOf,
  type PreferenceOutcome,
  type WishGroup,
} from './preferences.js';
import type { PreparedAd } from './prepared-ad.js';
import {
  briefDescriptionPoint,
  descriptionTermsPoint,
  distancePoint,
  FIXED,
  listPoint,
  photosPoint,
  pricePoint,
  publishedPoint,
  type PriceBasisNote,
  type Said,
} from './points.js';
import { CONTACT_SIGNAL_POINTS, contactSignals } from './risk-signals.js';
import { containsPhrase, foldText, type KeywordPhrase } from './text.js';
import type { PriceReference, RawAd, ScoredAd, ScoreParts, StoredPoints } from './types.js';

/** Points each part can give; they add up to 100. See docs/scoring.md. */
export const SCORE_WEIGHTS = { price: 35, distance: 15, fit: 20, quality: 15, freshness: 15 } as const;
/** Points taken off for risk signals that do not depend on price or distance. */
export const RISK_PENALTIES = { noPhotos: 10, perContactSignal: 6, maxContactSignals: 18, shortDescription: 5, fraudPrice: 10 } as const;
/** Price part: full credit at 25 % under the reference, none at 25 % over. */
export const PRICE_SATURATION = 0.25;
/** Within this share of the fair price an ad is "en línea con el mercado", widened for uncertain estimates (PriceReference.band). */
export { FAIR_BAND } from './fair-price/reference.js';
/**
 * At or under this share of its left-out fair price an ad's price is doubted (docs/scoring.md, "Fraud sink"): "posible
 * fraude" (the sink) against a fraud-proof reference (isFraudProof) when the price is at or under FRAUD_ALONE_RATIO or a
 * risk signal confirms it; otherwise "precio muy bajo, compruébalo", a bad point without the sink.
 */
export const FRAUD_RATIO = 0.6;
/** At or under this share of a fraud-proof reference the price alone makes the call; above it, a risk signal must confirm. */
export const FRAUD_ALONE_RATIO = 0.5;
const FRESHNESS_HALF_LIFE_DAYS = 14;
const SHORT_DESCRIPTION = 30;
const BRIEF_DESCRIPTION = 80;
const DETAILED_DESCRIPTION = 300;
const DAY_MS = 86_400_000;
const SELLER_QUALITY = { dealer: 1, professional: 0.85, particular: 0.7 } as const;

interface Points {
  good: Said[];
  bad: Said[];
}

const clamp01 = (value: number): number => (value < 0 ? 0 : value > 1 ? 1 : value);

/** Risk signals that can confirm a fraud call: no photos, or a contact or payment hint in the text (risk-signals.ts). */
export function hasRiskSignal(ad: RawAd): boolean {
  return ad.images.length === 0 || contactSignals(foldText(`${ad.title} ${ad.description}`)).length > 0;
}

/** "Posible fraude": far under a fraud-proof left-out reference (docs/scoring.md, "Fraud sink"); the price sinks the ad. */
export function isFraudPriced(ad: RawAd, reference: PriceReference | null): boolean {
  if (reference === null) return false;
  const ratio = ad.price / reference.expectedPrice;
  if (ratio > FRAUD_RATIO || !isFraudProof(reference)) return false;
  return ratio <= FRAUD_ALONE_RATIO || hasRiskSignal(ad);
}

/** The reference as its point shows it (also what the ad page's price context says). */
export function priceBasisNote(reference: PriceReference): PriceBasisNote {
  return {
    perSqm: reference.basis === 'pricePerSqm',
    median: reference.median,
    comparables: reference.comparables,
    confidence: confidenceLevelOf(reference.confidence),
    peers: reference.peers,
    similar: reference.similar,
  };
}

/**
 * The price part, 0..1. Monotone in the price among plausible prices: it saturates 25 % under the reference.
 * A price called "posible fraude" (isFraudPriced) earns nothing instead (and the risk part takes
 * RISK_PENALTIES.fraudPrice), so the ad sinks below its plausibly priced twins; one at or under FRAUD_RATIO that is
 * not is "precio muy bajo, compruébalo", a bad point, and keeps its price part.
 */
function priceScore(ad: RawAd, reference: PriceReference | null, points: Points, verdict: { fraud: boolean; flagged: boolean }): number {
  verdict.fraud = false;
  verdict.flagged = false;
  if (!reference) {
    points.bad.push(FIXED.noComparables);
    return 0.5;
  }
  const ratio = ad.price / reference.expectedPrice;
  const raw = clamp01(0.5 + (1 - ratio) / (2 * PRICE_SATURATION));
  const percent = Math.abs(1 - ratio) * 100;
  const note = priceBasisNote(reference);
  verdict.fraud = ratio <= FRAUD_RATIO && isFraudPriced(ad, reference);
  verdict.flagged = verdict.fraud;
  if (verdict.fraud) {
    points.bad.push(pricePoint('fraud', percent, note));
    return 0;
  }
  if (ratio <= FRAUD_RATIO) points.bad.push(pricePoint('veryLow', percent, note));
  else if (Math.abs(1 - ratio) <= reference.band) points.good.push(pricePoint('inLine', percent, note));
  else if (ratio < 1) points.good.push(pricePoint('below', percent, note));
  else points.bad.push(pricePoint('above', percent, note));
  return 0.5 + reference.confidence * (raw - 0.5);
}

function distanceScore(compiled: CompiledQuery, distanceKm: number | null, points: Points): number {
  if (!compiled.centre) return 0.5;
  if (distanceKm === null) {
    points.bad.push(FIXED.noLocation);
    return 0;
  }
  const scale = compiled.radiusKm ?? RADIUS_KM.max;
  const score = scale > 0 ? clamp01(1 - distanceKm / scale) : distanceKm <= 0 ? 1 : 0;
  (score >= 0.5 ? points.good : points.bad).push(distancePoint(distanceKm));
  return score;
}

function fitScore(compiled: CompiledQuery, foldedTitle: string, foldedDescription: string, titlePhrases: KeywordPhrase[], points: Points): number {
  const { keywords, descriptionTerms } = compiled;
  let keywordScore: number | null = null;
  if (keywords.length) {
    const inDescriptionOnly: string[] = [];
    for (const keyword of keywords) {
      if (containsPhrase(foldedTitle, keyword)) titlePhrases.push(keyword);
      else if (containsPhrase(foldedDescription, keyword)) inDescriptionOnly.push(keyword.text);
    }
    keywordScore = (titlePhrases.length + 0.5 * inDescriptionOnly.length) / keywords.length;
    if (titlePhrases.length)
      points.good.push(
        listPoint(
          'inTitle',
          titlePhrases.map((k) => k.text),
        ),
      );
    if (inDescriptionOnly.length) points.bad.push(listPoint('inDescriptionOnly', inDescriptionOnly));
  }
  let termScore: number | null = null;
  if (descriptionTerms.length) {
    let found = 0;
    for (const term of descriptionTerms) {
      if (containsPhrase(foldedTitle, term) || containsPhrase(foldedDescription, term)) found++;
    }
    termScore = found / descriptionTerms.length;
    (termScore >= 0.5 ? points.good : points.bad).push(descriptionTermsPoint(found, descriptionTerms.length));
  }
  if (keywordScore !== null && termScore !== null) return 0.6 * keywordScore + 0.4 * termScore;
  return keywordScore ?? termScore ?? 0.5;
}

function qualityScore(ad: RawAd, descriptionLength: number, points: Points): number {
  const photos = ad.images.length;
  if (photos === 1 || photos === 2) points.bad.push(photosPoint(photos));
  else if (photos >= 5) points.good.push(photosPoint(photos));
  if (descriptionLength < BRIEF_DESCRIPTION) points.bad.push(briefDescriptionPoint(descriptionLength));
  else if (descriptionLength >= DETAILED_DESCRIPTION) points.good.push(FIXED.detailedDescription);
  if (ad.sellerType === 'dealer') points.good.push(FIXED.dealer);
  else if (ad.sellerType === 'professional') points.good.push(FIXED.professional);
  const photoScore = Math.min(1, photos / 6);
  const textScore = Math.min(1, descriptionLength / 400);
  return 0.5 * photoScore + 0.3 * textScore + 0.2 * (SELLER_QUALITY[ad.sellerType] ?? SELLER_QUALITY.particular);
}

function freshnessScore(ad: RawAd, now: Date, points: Points): number {
  if (!ad.publishDate) {
    points.bad.push(FIXED.noPublishDate);
    return 0.3;
  }
  const ageDays = Math.max(0, (now.getTime() - ad.publishDate.getTime()) / DAY_MS);
  const days = Math.floor(ageDays);
  if (days <= FRESHNESS_HALF_LIFE_DAYS) points.good.push(publishedPoint(days));
  else if (days > 30) points.bad.push(publishedPoint(days));
  return 0.5 ** (ageDays / FRESHNESS_HALF_LIFE_DAYS);
}

function riskPenalty(ad: RawAd, foldedDescription: string, descriptionLength: number, fraudPrice: boolean, points: Points): number {
  // The "posible fraude" point itself is the price point; here only its cost.
  let penalty = fraudPrice ? RISK_PENALTIES.fraudPrice : 0;
  if (ad.images.length === 0) {
    points.bad.push(FIXED.noPhotos);
    penalty += RISK_PENALTIES.noPhotos;
  }
  const signals = contactSignals(foldedDescription);
  for (const signal of signals) points.bad.push(CONTACT_SIGNAL_POINTS[signal]);
  penalty += Math.min(RISK_PENALTIES.maxContactSignals, signals.length * RISK_PENALTIES.perContactSignal);
  if (descriptionLength < SHORT_DESCRIPTION) penalty += RISK_PENALTIES.shortDescription;
  return penalty;
}

/** The scored ad's points as a result stores them (`search_results.points`). */
export function storedPointsOf(scored: Pick<ScoredAd, 'goodPoints' | 'badPoints' | 'brokenPoint'>): StoredPoints {
  const broken = scored.brokenPoint ? scored.badPoints.indexOf(scored.brokenPoint) : -1;
  return { good: scored.goodPoints, bad: scored.badPoints, broken: broken < 0 ? null : broken };
}

const textOf = (said: Said): string => said.text;
const pointOf = (said: Said): Point => said.point;

/** Rounded, and never -0 (which would make V8 box every part as a heap number). */
const wholePoints = (value: number): number => Math.round(value) + 0;

/** Reused while scoring one ad (scoreAd is synchronous); results get exact-size copies. */
const scratchPoints: Points = { good: [], bad: [] };
const scratchTitlePhrases: KeywordPhrase[] = [];
/** fraud: the price sinks the ad's score; flagged: its point says "posible fraude" (the same since fraud is earned). */
const scratchVerdict = { fraud: false, flagged: false };
const scratchFacts = new AdFacts();
const scratchOutcome: PreferenceOutcome = { good: [], bad: [], limitsMet: 0, wishesMet: 0, limitsBroken: 0, wishesBroken: 0 };

/** The ad's wish group and the one wish it broke (group 1), written by preferencesScore (docs/scoring.md "Grouping"). */
const scratchWish: { group: WishGroup; broken: Said | null } = { group: 0, broken: null };

/** The preferences part: met and broken preferences, their points first in the lists (what the customer asked for). */
function preferencesScore(compiled: CompiledQuery, prepared: PreparedAd, foldedTitle: string, foldedDescription: string, points: Points): number {
  scratchWish.group = 0;
  scratchWish.broken = null;
  if (!compiled.preferences.any) return 0;
  const outcome = emptyOutcome(scratchOutcome);
  checkPreferences(compiled.preferences, compiled.categoryId, scratchFacts.reset(prepared, foldedTitle, foldedDescription), prepared.ad, outcome);
  for (const point of outcome.good) points.good.push(point);
  for (const point of outcome.bad) points.bad.push(point);
  const wish = wishGroupOf(outcome);
  scratchWish.group = wish.group;
  scratchWish.broken = wish.broken;
  return preferencePoints(outcome);
}

/**
 * Scores one ad for a search: an integer 0..100 with the Spanish reasons. Pure and deterministic:
 * `now` is only used for the ad's age. The market supplies comparable prices (see market.ts).
 */
export function scoreAd(compiled: CompiledQuery, adOrPrepared: RawAd | PreparedAd, market: Market, now: Date): ScoredAd {
  const prepared = market.preparedFor(adOrPrepared);
  const { ad } = prepared;
  const points = scratchPoints;
  points.good.length = 0;
  points.bad.length = 0;
  const titlePhrases = scratchTitlePhrases;
  titlePhrases.length = 0;
  const descriptionLength = ad.description.trim().length;
  const distanceKm = distanceFromCentre(compiled, ad);

  // Not kept on the prepared ad: retaining every folded text would only feed the GC.
  const foldedDescription = prepared.foldedDescriptionTransient();
  const foldedTitle = prepared.foldedTitleTransient();
  const preferences = preferencesScore(compiled, prepared, foldedTitle, foldedDescription, points);
  const fit = SCORE_WEIGHTS.fit * fitScore(compiled, foldedTitle, foldedDescription, titlePhrases, points);
  const priceReference = market.referenceFor(prepared);
  const price = SCORE_WEIGHTS.price * priceScore(ad, priceReference, points, scratchVerdict);
  const distance = SCORE_WEIGHTS.distance * distanceScore(compiled, distanceKm, points);
  const quality = SCORE_WEIGHTS.quality * qualityScore(ad, descriptionLength, points);
  const freshness = SCORE_WEIGHTS.freshness * freshnessScore(ad, now, points);
  const risk = -riskPenalty(ad, foldedDescription, descriptionLength, scratchVerdict.fraud, points);
  const total = price + distance + fit + quality + freshness + preferences + risk;
  // Parts are shown rounded to whole points, so their sum may differ from the score by a point or two.
  const parts: ScoreParts = {
    price: wholePoints(price),
    distance: wholePoints(distance),
    fit: wholePoints(fit),
    quality: wholePoints(quality),
    freshness: wholePoints(freshness),
    preferences: wholePoints(preferences),
    risk: wholePoints(risk),
  };
  return {
    ad,
    finalScore: Math.min(100, Math.max(0, Math.round(total))),
    goodThings: points.good.map(textOf),
    badThings: points.bad.map(textOf),
    goodPoints: points.good.map(pointOf),
    badPoints: points.bad.map(pointOf),
    parts,
    priceReference,
    distanceKm,
    // A price flagged "posible fraude" ranks after every ad without the flag, whatever its wishes.
    wishGroup: scratchVerdict.flagged ? DOUBTFUL_GROUP : scratchWish.group,
    brokenWish: scratchVerdict.flagged ? null : (scratchWish.broken?.text ?? null),
    brokenPoint: scratchVerdict.flagged ? null : (scratchWish.broken?.point ?? null),
  };
}
