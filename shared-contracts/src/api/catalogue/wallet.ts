import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { walletBalanceSchema } from '../../domain/member';

/** `GET /wps/v2/wallets/balance` (token; facts §4.4). */
export const walletBalance = defineEndpoint({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  token: true,
  modId: 'COMM3',
  source: 'facts',
  description: 'The member wallet: sumBalance and per-account balances',
  query: z.object({ typeId: z.coerce.number().int().default(0) }).optional(),
  value: walletBalanceSchema,
});
