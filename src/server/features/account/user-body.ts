import type { User } from '../../../lib/api/contract';
import type { UserRow } from '../../db/repositories/users';

/** The user as the API returns it (spec 3 §3 User). */
export function toUserBody(row: UserRow): User {
  const isPasswordSet = row.passwordHash !== null;
  return {
    id: row.id,
    uuid: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob ?? '',
    country: row.country,
    provider: row.provider,
    isPasswordSet,
    sendEmailNotification: row.sendEmailNotification,
    preferences: { _id: row.id, sports: row.preferredSports },
    metadata: { register_source: row.registerSource, has_password: isPasswordSet },
  };
}
