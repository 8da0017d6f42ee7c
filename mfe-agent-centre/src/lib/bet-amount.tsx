import { useTranslation } from 'react-i18next';
import type { Contract } from 'shared-contracts';
import { Money } from 'platform-ui';

/** A contract's bet amount with its unit ("$1,200.00 per hour"): the kit's Money (brand currency, 2 decimals). */
export function BetAmount({ contract }: { contract: Pick<Contract, 'minBetAmount' | 'betAmountUnit'> }) {
  const { t } = useTranslation();
  return (
    <span>
      <Money amount={contract.minBetAmount} /> {t(`contracts.perUnit.${contract.betAmountUnit}`)}
    </span>
  );
}
