import { describe, expect, it } from 'vitest';
import { itemsOf, realCapture } from '../../../../../test/real-captures.js';
import { mapWallapopItem, mapWallapopItemDetail } from './wallapop-item.js';

/** The mapping read against Wallapop's real answers (../shared/real/wallapop, as captured). */

const searchItems = () => itemsOf(realCapture('wallapop/search_bicicleta.json'));
const mapped = (item: unknown, category: 1 | 2 | 3 = 1) => {
  const result = mapWallapopItem(item, category);
  if (!result.ok) throw new Error(result.reason);
  return result.ad;
};

describe('the search answer as captured', () => {
  it('maps both items, ignoring every field it does not know', () => {
    const [fattie, rockrider] = searchItems().map((item) => mapped(item));
    expect(fattie).toEqual({
      externalId: 'pzpkpw831lj3',
      platformId: 1,
      title: 'Bicicleta Eléctrica Specialized  turbo levo Fattie',
      description: expect.stringContaining('Bicicleta eléctrica tipo Fattie Talla L.'),
      price: 1000,
      url: 'https://es.wallapop.com/item/bicicleta-electrica-turbo-fattie-1308863326',
      images: ['https://cdn.wallapop.com/images/10420/ln/9h/__/c10420p1308863326/i6771798886.jpg?pictureSize=W800'],
      category: 1,
      province: 'Cataluña',
      city: 'Barcelona',
      latitude: 41.4078384,
      longitude: 2.1486249,
      sellerType: 'particular',
      publishDate: new Date(1791049450387),
      attributes: {},
      sellerId: 'p8j3e0k4yyz9',
    });
    expect(rockrider).toMatchObject({ externalId: 'mzn35e8y40jn', price: 50, publishDate: new Date(1791129906707) });
  });

  it('leaves a missing field empty and still maps the item (a car answer without km, year or place)', () => {
    const item = searchItems()[0];
    delete item.location;
    delete item.images;
    delete item.created_at;
    delete item.description;
    const ad = mapped({ ...item, type_attributes: { brand: 'Seat', model: 'León' } });
    expect(ad).toMatchObject({ city: '', province: '', latitude: null, longitude: null, images: [], publishDate: null, description: '', attributes: {} });
  });

  it('reads `reserved.flag`: true marks the ad reserved; false or missing leave it unmarked', () => {
    const [item] = searchItems();
    expect(mapped({ ...item, reserved: { flag: true } }).reserved).toBe(true);
    expect(mapped(item).reserved).toBeUndefined();
    expect(mapped({ ...item, reserved: undefined }).reserved).toBeUndefined();
  });

  it('reads the seller from `user_id` (the item answer has `user.id`); none readable leaves it absent', () => {
    const [item] = searchItems();
    expect(mapped({ ...item, user_id: undefined, user: { id: 'abc' } }).sellerId).toBe('abc');
    expect(mapped({ ...item, user_id: 7 }).sellerId).toBe('7');
    expect(mapped({ ...item, user_id: { id: 'odd' } }).sellerId).toBeUndefined();
  });
});

describe('the item answer as captured', () => {
  it('maps /api/v3/items/{id} to the same ad as its search item, without a publication date', () => {
    const detail = mapWallapopItemDetail(realCapture('wallapop/item_detail.json'), 1);
    if (!detail.ok) throw new Error(detail.reason);
    const fromSearch = mapped(searchItems()[0]);
    // The item answer has no region and no creation date; everything else is the same ad.
    expect(detail.ad).toEqual({ ...fromSearch, province: '', publishDate: null });
  });

  it('skips an item answer without a price, with the reason', () => {
    const answer = realCapture('wallapop/item_detail.json');
    delete answer.price;
    expect(mapWallapopItemDetail(answer, 1)).toEqual({ ok: false, reason: 'pzpkpw831lj3: no valid price' });
  });
});
