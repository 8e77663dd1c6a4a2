import { join } from 'node:path';
import { catalogFile } from '../commerce/own/catalog-file';
import { createOwnCommerce } from '../commerce/own/adapter';
import type { CommercePort } from '../commerce/port';
import type { Database } from '../db/database';
import { createPaymentGateway, createPaypalFromEnv } from '../payments';
import type { PaymentGateway } from '../payments/port';
import type { Core } from './core';
import { once } from './once';

export interface Payments {
  commerce: CommercePort;
  gateway: PaymentGateway;
  paypal?: PaymentGateway;
}

/** What is sold and how it is paid: the own commerce adapter and its gateway (also for the gateway's webhook). */
export function buildPayments({ env, clock, logger }: Core, database: () => Promise<Database>): () => Promise<Payments> {
  return once(async () => {
    const { db } = await database();
    const gateway = createPaymentGateway(env);
    const paypal = createPaypalFromEnv(env);
    const commerce = createOwnCommerce({
      db,
      clock,
      catalog: catalogFile(join(env.DEMO_DIR, 'commerce', 'catalog.json')),
      gateway,
      paypal,
      logger,
    });
    return { gateway, paypal, commerce };
  });
}
