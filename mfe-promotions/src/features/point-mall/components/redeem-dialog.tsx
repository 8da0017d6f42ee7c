import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, apiErrorText } from 'platform-ui';
import { createIdempotencyKey, type pointsItemSchema } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { z } from 'zod';
import { redeemItem } from '../api/point-mall-query';
import styles from './point-mall.module.css';
import { usePointsSuccess } from './use-points-success';

type Item = z.infer<typeof pointsItemSchema>;

/** Props of {@link RedeemDialog}. */
export interface RedeemDialogProps {
  item: Item;
  /** The member's points now. */
  points: number;
  onClose: () => void;
  onRedeemed: (message: string) => void;
}

/**
 * Redeem an item: how many, and the login password (the platform checks it; a wrong password is
 * refused with the server's message and nothing is deducted). One idempotency key per intent, so a
 * double click or a retry redeems once.
 */
export function RedeemDialog({ item, points, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const onSuccess = usePointsSuccess();
  const quantityId = useId();
  const passwordId = useId();
  const keyRef = useRef(createIdempotencyKey());
  const most = Math.max(1, Math.min(item.quantity, 100, Math.floor(points / item.pointsRequired)));
  const schema = z.object({
    quantity: z.coerce.number<string>().int({ message: 'quantity' }).min(1, { message: 'quantity' }).max(most, { message: 'quantity' }),
    password: z.string().min(1, { message: 'passwordRequired' }),
  });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { quantity: '1', password: '' } });
  const errors = form.formState.errors;

  const redeem = useMutation({
    mutationFn: (values: z.output<typeof schema>) => redeemItem(host.api, { itemId: item.id, quantity: values.quantity, password: values.password }, keyRef.current),
    onSuccess: async (result) => {
      keyRef.current = createIdempotencyKey();
      await onSuccess('points-redeem');
      onRedeemed(t('mall.redeemed', { name: item.name, points: result.points }));
    },
  });

  return (
    <Dialog title={t('mall.redeemTitle', { name: item.name })} closeLabel={t('actions.close')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => redeem.mutate(values))}>
        <p className={styles.muted}>{t('mall.redeemCost', { points: item.pointsRequired, units: item.units })}</p>
        <div className={styles.field}>
          <label htmlFor={quantityId}>{t('mall.quantity')}</label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            className={styles.input}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? `${quantityId}-error` : undefined}
            {...form.register('quantity')}
          />
          {errors.quantity ? (
            <p id={`${quantityId}-error`} className={styles.fieldError}>
              {t('mall.errors.quantity', { max: most })}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId}>{t('mall.password')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            className={styles.input}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            {...form.register('password')}
          />
          {errors.password ? (
            <p id={`${passwordId}-error`} className={styles.fieldError}>
              {t('mall.errors.passwordRequired')}
            </p>
          ) : null}
        </div>
        {redeem.isError ? (
          <p role="alert" className={styles.fieldError}>
            {apiErrorText(redeem.error, t)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={redeem.isPending}>
            {redeem.isPending ? t('claim.sending') : t('mall.redeemConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
