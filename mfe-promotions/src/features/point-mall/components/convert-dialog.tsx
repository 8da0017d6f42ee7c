import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, apiErrorText, formatMoney } from 'platform-ui';
import { createIdempotencyKey } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { z } from 'zod';
import { convertPoints } from '../api/point-mall-query';
import styles from './point-mall.module.css';
import { usePointsSuccess } from './use-points-success';

/** Props of {@link ConvertDialog}. */
export interface ConvertDialogProps {
  points: number;
  pointsRatio: number;
  minConvertPoints: number;
  currencySymbol: string;
  onClose: () => void;
  onConverted: (message: string) => void;
}

/** Convert points to money at the ratio, behind the login password (one idempotency key per intent). */
export function ConvertDialog({ points, pointsRatio, minConvertPoints, currencySymbol, onClose, onConverted }: ConvertDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const language = useHostLanguage();
  const onSuccess = usePointsSuccess();
  const pointsId = useId();
  const passwordId = useId();
  const keyRef = useRef(createIdempotencyKey());
  const schema = z.object({
    points: z.coerce.number<string>().int({ message: 'points' }).min(minConvertPoints, { message: 'points' }).max(points, { message: 'points' }),
    password: z.string().min(1, { message: 'passwordRequired' }),
  });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { points: String(points >= minConvertPoints ? points : minConvertPoints), password: '' },
  });
  const errors = form.formState.errors;
  const typed = Number(useWatch({ control: form.control, name: 'points' }));
  const amount = Number.isFinite(typed) && typed > 0 ? typed / pointsRatio : 0;

  const convert = useMutation({
    mutationFn: (values: z.output<typeof schema>) => convertPoints(host.api, values, keyRef.current),
    onSuccess: async (result) => {
      keyRef.current = createIdempotencyKey();
      await onSuccess('points-convert');
      onConverted(t('mall.converted', { amount: formatMoney(result.amount, { currencySymbol: currencySymbol, language }) }));
    },
  });

  return (
    <Dialog title={t('mall.convertTitle')} closeLabel={t('actions.close')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => convert.mutate(values))}>
        <div className={styles.field}>
          <label htmlFor={pointsId}>{t('mall.convertPoints')}</label>
          <input
            id={pointsId}
            type="number"
            inputMode="numeric"
            min={minConvertPoints}
            max={points}
            className={styles.input}
            aria-invalid={errors.points ? true : undefined}
            aria-describedby={`${pointsId}-amount${errors.points ? ` ${pointsId}-error` : ''}`}
            {...form.register('points')}
          />
          <p id={`${pointsId}-amount`} className={styles.muted}>
            {t('mall.convertAmount', { amount: formatMoney(amount, { currencySymbol: currencySymbol, language }) })}
          </p>
          {errors.points ? (
            <p id={`${pointsId}-error`} className={styles.fieldError}>
              {t('mall.errors.points', { min: minConvertPoints, max: points })}
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
        {convert.isError ? (
          <p role="alert" className={styles.fieldError}>
            {apiErrorText(convert.error, t)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={convert.isPending}>
            {convert.isPending ? t('claim.sending') : t('mall.convertConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
