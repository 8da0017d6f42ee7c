import { endpoints, type ApiClient } from 'shared-contracts';

/** `transfer`: agent → downline (`wallet.transfer`); `recall`: downline → agent (`agent.downlineRecall`). */
export type MoneyDirection = 'transfer' | 'recall';

/** What both directions answer: the amount moved and the agent's balance after it. */
export interface MoneyMoved {
  amount: number;
  balance: number;
}

/**
 * Moves money between the agent and one of its downlines with the intent's idempotency key; the
 * payment password is sent only when typed (the platform asks for it when one is set).
 */
export async function moveDownlineMoney(
  api: ApiClient,
  direction: MoneyDirection,
  { account, amount, paymentPassword }: { account: string; amount: number; paymentPassword: string },
  idempotencyKey: string,
): Promise<MoneyMoved> {
  const password = paymentPassword ? { paymentPassword } : {};
  if (direction === 'recall')
    return api.call(endpoints.downlineRecall, { body: { fromAccount: account, amount, ...password } }, { idempotencyKey });
  return api.call(endpoints.walletTransfer, { body: { toAccount: account, amount, ...password } }, { idempotencyKey });
}
