import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { makeAdSummary as makeAd, makeResultsPage as page } from '@/test/make-ad';
import { openResults } from '../testing/detail-helpers';

/** the deal at a glance, a price badge on every result card that has a price judgement. */

beforeAll(() => {
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => undefined;
});

const peers = { kind: 'similarVehicles', name: 'Seat Ibiza', year: 2019 } as const;
const price = (verdict: Extract<Point, { code: 'price' }>['verdict'], percent: number): Point => ({
  code: 'price',
  verdict,
  percent,
  perSqm: false,
  median: 10_000,
  comparables: 23,
  confidence: 'high',
  similar: true,
  peers,
});

const ADS = [
  makeAd({ id: 31, title: 'Ibiza barato', goodPoints: [price('below', 14)], badPoints: [] }),
  makeAd({ id: 32, title: 'Ibiza justo', goodPoints: [price('inLine', 2)], badPoints: [] }),
  makeAd({ id: 33, title: 'Ibiza caro', goodPoints: [], badPoints: [price('above', 12)] }),
  makeAd({ id: 34, title: 'Ibiza regalado', goodPoints: [], badPoints: [price('veryLow', 48)] }),
  makeAd({ id: 35, title: 'Ibiza fraude', goodPoints: [], badPoints: [price('fraud', 62)] }),
  makeAd({ id: 36, title: 'Ibiza sin juicio', goodPoints: [], badPoints: [{ code: 'noComparables' }] }),
];

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

describe('/busquedas/:id: price badges on the result cards', () => {
  it("shows each card's price verdict in words and colour, and none without a judgement", async () => {
    openResults({ 'GET /api/SearchResult/5/results': { body: page(ADS) } });
    const expected = [
      ['Ibiza barato', 'Buen precio −14 %', 'good'],
      ['Ibiza justo', 'Precio justo', 'fair'],
      ['Ibiza caro', 'Caro +12 %', 'dear'],
      ['Ibiza regalado', 'Precio muy bajo −48 %', 'warning'],
      ['Ibiza fraude', 'Precio sospechoso', 'warning'],
    ] as const;
    for (const [title, words, tone] of expected) {
      expect((await card(title)).getByText(words).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
    }
    expect((await card('Ibiza sin juicio')).queryByText(/precio justo|buen precio|caro|sospechoso|muy bajo/i)).not.toBeInTheDocument();
  });

  it('words the badges in English on an English page', async () => {
    await setLanguage('en', { remember: false });
    openResults({ 'GET /api/SearchResult/5/results': { body: page(ADS) } });
    expect((await card('Ibiza barato')).getByText('Good price −14 %')).toBeInTheDocument();
    expect((await card('Ibiza justo')).getByText('Fair price')).toBeInTheDocument();
    expect((await card('Ibiza caro')).getByText('Overpriced +12 %')).toBeInTheDocument();
    expect((await card('Ibiza regalado')).getByText('Very low price −48 %')).toBeInTheDocument();
    expect((await card('Ibiza fraude')).getByText('Suspicious price')).toBeInTheDocument();
  });
});
