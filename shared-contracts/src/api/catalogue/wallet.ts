import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { MAIN_WALLET_TYPE_ID, walletBalanceSchema } from '../../domain/member';
import { moneyAmountSchema } from './member-centre';

/** `GET /wps/v2/wallets/balance` (token; facts §4.4). */
export const walletBalance = /*#__PURE__*/ defineEndpoint({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  token: true,
  modId: 'COMM3',
  source: 'facts',
  description: 'The member wallet: sumBalance and per-account balances',
  query: z.optional(z.object({ typeId: z._default(z.coerce.number().check(z.int()), 0) })),
  value: walletBalanceSchema,
});

/**
 * `POST /wps/relay/GCS_transferGameWallet` (ours): moves money between the main wallet and a game
 * wallet (multi-wallet merchants, `isSingle: false`); one side must be the main wallet
 * (`MAIN_WALLET_TYPE_ID`). Answers the new balances.
 */
export const gameWalletTransfer = /*#__PURE__*/ defineEndpoint({
  id: 'wallet.gameTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_transferGameWallet',
  token: true,
  idempotent: true,
  modId: 'FUNDTRANS3',
  description: 'Move money between the main wallet and a game wallet',
  body: z
    .object({ fromAccountTypeId: z.number().check(z.int()), toAccountTypeId: z.number().check(z.int()), amount: moneyAmountSchema })
    .check(
      z.refine((b) => b.fromAccountTypeId !== b.toAccountTypeId, 'choose two different wallets'),
      z.refine(
        (b) => b.fromAccountTypeId === MAIN_WALLET_TYPE_ID || b.toAccountTypeId === MAIN_WALLET_TYPE_ID,
        'one side must be the main wallet',
      ),
    ),
  value: walletBalanceSchema,
});

/** `POST /wps/relay/GCS_recallAll` (ours): "recall all": every game wallet back to the main wallet. */
export const walletRecallAll = /*#__PURE__*/ defineEndpoint({
  id: 'wallet.recallAll',
  method: 'POST',
  path: '/wps/relay/GCS_recallAll',
  token: true,
  idempotent: true,
  modId: 'FUNDTRANS3',
  description: 'Move every game wallet balance back to the main wallet; answers the new balances and what moved',
  value: z.extend(walletBalanceSchema, { recalled: z.number() }),
});
