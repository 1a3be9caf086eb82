import type { Role, SessionUser } from '@ojeador/shared';
import type { UserRow } from '../../db/rows.js';

export type { UserRow };

export const isAdminEmail = (email: string, adminEmail: string) => email.trim().toLowerCase() === adminEmail;

/** The admin is whoever signs in with ADMIN_EMAIL; experts are marked in the database. */
export function roleOf(user: UserRow, adminEmail: string): Role {
  if (isAdminEmail(user.email, adminEmail)) return 'Admin';
  return user.role === 'expert' ? 'Expert' : 'User';
}

export function toSessionUser(user: UserRow, adminEmail: string): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneVerified: user.phoneVerified,
    role: roleOf(user, adminEmail),
    phoneNumber: user.phoneNumber,
    pictureUrl: user.pictureUrl,
  };
}
