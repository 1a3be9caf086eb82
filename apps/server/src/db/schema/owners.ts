/**
 * Which area owns each table, and which area each server file belongs to (docs/tables.md is generated from these
 * and from the imports: `npm run docs:tables`). An area's tables are written by that area; docs/tables.md shows who
 * else still queries them.
 */
export const AREAS = ['search', 'marketplace', 'money', 'accounts', 'messaging', 'platform'] as const;
export type Area = (typeof AREAS)[number];

/**
 * The server's folders outside the six areas (the kernel every area builds on: decision 040) count as the platform's.
 * A file under `src/<area>/` belongs to that area; a file of `src/` itself is the composition root's (platform).
 */
export const KERNEL_FOLDERS = ['db', 'http', 'integrations', 'jobs', 'lib', 'flows'] as const;

/** The area of a file, from its path under `apps/server/src` (undefined for a folder the map does not know). */
export function areaOfFile(file: string): Area | undefined {
  const parts = file.split('/');
  if (parts.length === 1) return 'platform';
  if ((AREAS as readonly string[]).includes(parts[0])) return parts[0] as Area;
  return (KERNEL_FOLDERS as readonly string[]).includes(parts[0]) ? 'platform' : undefined;
}

/** Reference data (REFERENCE_TABLES: seeded at start, read by every area) has the platform as owner. */
export const TABLE_OWNER: Record<string, Area> = {
  searches: 'search',
  search_parameters: 'search',
  search_runs: 'search',
  search_results: 'search',
  search_index_epoch: 'search',
  ads: 'search',
  ad_price_history: 'search',
  ads_unpercolated: 'search',
  likes: 'search',
  filtered_results: 'search',
  source_polls: 'search',
  source_status: 'search',
  expert_profiles: 'marketplace',
  search_services: 'marketplace',
  search_hires: 'marketplace',
  hire_events: 'marketplace',
  disputes: 'marketplace',
  reviews: 'marketplace',
  hire_messages: 'marketplace',
  hire_evidence: 'marketplace',
  payments: 'money',
  ledger_accounts: 'money',
  ledger_transactions: 'money',
  ledger_entries: 'money',
  webhook_events: 'money',
  withdrawals: 'money',
  subscriptions: 'money',
  users: 'accounts',
  sessions: 'accounts',
  phone_verifications: 'accounts',
  whatsapp_consents: 'accounts',
  user_settings: 'accounts',
  notifications: 'messaging',
  notification_reads: 'messaging',
  outbox_messages: 'messaging',
  push_subscriptions: 'messaging',
  categories: 'platform',
  service_types: 'platform',
  platforms: 'platform',
  subscription_plans: 'platform',
  read_epochs: 'platform',
};

export const REFERENCE_TABLES: readonly string[] = ['categories', 'service_types', 'platforms', 'subscription_plans'];
