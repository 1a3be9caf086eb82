/**
 * The accounts' face (docs/architecture.md, "Areas"): sign-in and users (a type), and the one account rule
 * (values: every area asks "is this account open" here, docs/architecture.md "One account rule").
 */
export type { AuthService } from './users/auth.service.js';
export {
  accountEmailOf,
  accountNameOf,
  accountStateColumns,
  hireableExpertAt,
  hireableExpertColumn,
  isOpenAccount,
  lockAccountState,
  openAccountAt,
  openAccountAtColumn,
  openAccountOf,
} from './users/open-account.js';
