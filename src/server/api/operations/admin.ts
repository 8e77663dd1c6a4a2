import { z } from 'zod';
import { errorBodySchema, userSchema } from '../../../lib/api/contract';
import { emailSchema, firstNameSchema, lastNameSchema, strongPasswordSchema } from '../../../domain/account/fields';
import type { Db } from '../../db/database';
import { createUserAsOperator } from '../../features/account/create-user';
import { AppError } from '../../shared/app-error';
import { bearerToken, sameSecret } from '../../shared/secrets';
import { invalid, operation, type Operation } from '../operation';

export const createUserRequestSchema = z.object({
  email: emailSchema('registration'),
  password: strongPasswordSchema('Password is required'),
  firstName: firstNameSchema.default(''),
  lastName: lastNameSchema.default(''),
});

/**
 * The operator's calls (decision 4430): they take `Authorization: Bearer <ADMIN_API_TOKEN>`, never a viewer's
 * access token, and without the variable they are off (403), so no deployment exposes them by default.
 */
export function adminOperations(deps: { db: Db; clock: () => Date; operatorToken: string }): Operation[] {
  return [
    operation({
      id: 'createUser',
      method: 'POST',
      path: '/auth/create-user',
      tag: 'auth',
      summary: "Create a confirmed account (the operator's call, with ADMIN_API_TOKEN as the bearer token)",
      auth: 'none',
      body: createUserRequestSchema,
      responses: {
        201: { description: 'The account, confirmed; nobody is mailed', schema: userSchema },
        400: invalid,
        401: { description: '`unauthorized`: no operator token, or another one', schema: errorBodySchema },
        403: { description: '`admin_disabled`: ADMIN_API_TOKEN is not set on this server', schema: errorBodySchema },
        409: { description: '`user_exists`: the address has an account (`errors.email`)', schema: errorBodySchema },
      },
      handle: async ({ body, headers }) => {
        if (!deps.operatorToken) {
          throw new AppError(403, 'admin_disabled', 'Creating users is off on this server (ADMIN_API_TOKEN is not set)');
        }
        if (!sameSecret(bearerToken(headers.get('authorization')) ?? '', deps.operatorToken)) {
          throw new AppError(401, 'unauthorized', 'This call needs the operator token (ADMIN_API_TOKEN) as the bearer');
        }
        return { status: 201, body: await createUserAsOperator(deps, body) };
      },
    }),
  ];
}
