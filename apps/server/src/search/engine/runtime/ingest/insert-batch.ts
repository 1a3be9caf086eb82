import { sql, type SQL } from 'drizzle-orm';
import type { RawAd } from '../../core/types.js';

/**
 * One batch of ads as a single `INSERT … ON CONFLICT` with one parameter: the rows travel as one JSON array read by
 * `jsonb_to_recordset`. Built by Drizzle, every value of every row was its own parameter, and building the statement
 * took a quarter of a first poll (docs/architecture.md, "Where a first poll's time goes"). The same statement writes
 * the price-history row of each ad marked `history` (new, or a new price), and its content hash with a row of
 * `ads_unpercolated` that says the hash does not count until the ad is percolated. Returns id and key.
 */
export function insertBatchSql(
  location: string,
  batch: readonly { ad: RawAd; hash: string; fingerprints: readonly string[]; history: boolean }[],
  now: Date,
): SQL {
  const rows = JSON.stringify(
    batch.map(({ ad, hash, fingerprints, history }) => ({
      platform_id: ad.platformId,
      external_id: ad.externalId,
      title: ad.title,
      description: ad.description,
      price: ad.price,
      url: ad.url,
      images: ad.images,
      category_id: ad.category,
      province: ad.province,
      city: ad.city,
      latitude: ad.latitude,
      longitude: ad.longitude,
      seller_type: ad.sellerType,
      publish_date: ad.publishDate,
      attributes: ad.attributes,
      reserved: ad.reserved ?? false,
      fingerprints,
      content_hash: hash,
      history,
    })),
  );
  const at = now.toISOString();
  return sql`
    with r as (
      select * from jsonb_to_recordset(${rows}::jsonb) as r(platform_id int, external_id text, title text,
        description text, price int, url text, images text[], category_id int, province text, city text,
        latitude float8, longitude float8, seller_type text, publish_date timestamptz, attributes jsonb,
        reserved boolean, fingerprints text[], content_hash text, history boolean)
    ), written as (
    insert into ads (platform_id, external_id, title, description, price, url, images, category_id, province, city,
      latitude, longitude, seller_type, publish_date, attributes, reserved, fingerprints, content_hash, first_seen_at,
      last_seen_at, source, changed_at)
    select r.platform_id, r.external_id, r.title, r.description, r.price, r.url, r.images, r.category_id, r.province,
      r.city, r.latitude, r.longitude, r.seller_type, r.publish_date, r.attributes, r.reserved, r.fingerprints,
      r.content_hash, ${at}::timestamptz, ${at}::timestamptz, ${location}, ${at}::timestamptz
    from r
    on conflict (platform_id, external_id) do update set
      title = excluded.title, description = excluded.description, price = excluded.price, url = excluded.url,
      images = excluded.images, category_id = excluded.category_id, province = excluded.province,
      city = excluded.city, latitude = excluded.latitude, longitude = excluded.longitude,
      seller_type = excluded.seller_type, publish_date = excluded.publish_date, attributes = excluded.attributes,
      reserved = excluded.reserved, fingerprints = excluded.fingerprints, content_hash = excluded.content_hash,
      last_seen_at = excluded.last_seen_at,
      source = excluded.source, changed_at = excluded.changed_at, gone_at = null
    returning id, platform_id, external_id, price
    ), history as (
      insert into ad_price_history (ad_id, price, seen_at)
      select w.id, w.price, ${at}::timestamptz from written w
      join r on r.platform_id = w.platform_id and r.external_id = w.external_id
      where r.history
    ), pending as (
      insert into ads_unpercolated (ad_id) select id from written on conflict do nothing
    )
    select id, platform_id, external_id from written`;
}
