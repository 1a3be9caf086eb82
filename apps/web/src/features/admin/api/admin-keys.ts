/** Every admin query lives under ['admin']. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  users: ['admin', 'users'] as const,
  notifications: ['admin', 'notifications'] as const,
  disputes: ['admin', 'disputes'] as const,
  money: ['admin', 'money'] as const,
  sources: ['admin', 'sources'] as const,
};
