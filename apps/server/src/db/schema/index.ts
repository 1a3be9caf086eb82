export * from './users.js';
export * from './reference.js';
export * from './searches.js';
export * from './ads.js';
export * from './notifications.js';
export * from './marketplace.js';
export * from './read-epoch.js';
export * from './hire-messages.js';
