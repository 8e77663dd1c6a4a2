import { randomUUID } from 'node:crypto';
import type { User } from '../../../lib/api/contract';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../db/repositories/users';
import type { Db } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { toUserBody } from './user-body';

/**
 * An account the site's operator creates (spec 3 §6 "a create-user call with a token", decision 4430): confirmed
 * at once, since the operator vouches for the address, and nobody is mailed. Unlike self-registration it says
 * when the address is taken — the caller holds the operator token, so there is no one to hide accounts from.
 */
export interface CreateUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export async function createUserAsOperator(
  deps: { db: Db; clock: () => Date },
  input: CreateUserInput,
): Promise<User> {
  const inserted = await insertUser(deps.db, {
    id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    registerSource: 'operator',
    emailConfirmedAt: deps.clock(),
  });
  if (!inserted) {
    throw new AppError(409, 'user_exists', 'An account with this email already exists', {
      fields: { email: ['user_exists'] },
    });
  }
  return toUserBody(inserted);
}
