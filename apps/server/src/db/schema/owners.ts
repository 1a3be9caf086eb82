/**
 * Which area owns each table, and which area each server folder belongs to (docs/tables.md is generated from these
 * and from the imports: `npm run docs:tables`). An area's tables are written by that area; docs/tables.md shows who
 * else still queries them.
 */
export const AREAS = ['search', 'marketplace', 'money', 'accounts', 'messaging', 'platform'] as const;
export type Area = (typeof AREAS)[number];

/** Each module folder of `src/modules`, and the other server folders that query tables, in their area. */
export const AREA_OF_FOLDER: Record<string, Area> = {
  engine: 'search',
  ads: 'search',
  filtered: 'search',
  likes: 'search',
  results: 'search',
  searches: 'search',
  sources: 'search',
  catalog: 'marketplace',
  experts: 'marketplace',
  'hire-messages': 'marketplace',
  hires: 'marketplace',
  'hire-evidence': 'marketplace',
  reviews: 'marketplace',
  services: 'marketplace',
  ledger: 'money',
  payments: 'money',
  subscriptions: 'money',
  wallet: 'money',
  admin: 'accounts',
  phone: 'accounts',
  settings: 'accounts',
  users: 'accounts',
  messages: 'messaging',
  notifications: 'messaging',
  db: 'platform',
  health: 'platform',
  http: 'platform',
  jobs: 'platform',
  metrics: 'platform',
  site: 'platform',
};

/** Reference data (REFERENCE_TABLES: seeded at start, read by every area) has the platform as owner. */
export const TABLE_OWNER: Record<string, Area> = {
  searches: 'search',
  search_parameters: 'search',
  search_runs: 'search',
  search_results: 'search',
  search_index_epoch: 'search',
  ads: 'search',
  ad_price_history: 'search',
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
