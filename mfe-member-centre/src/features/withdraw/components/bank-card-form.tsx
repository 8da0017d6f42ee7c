import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from 'shared-contracts/react';
import { z } from 'zod/mini';
import { apiErrorText, applyServerErrors, TextField, useFieldErrorText, useInFlight, useZodForm } from 'platform-ui';
import styles from '../../../components/ui.module.css';
import { cardNumberFieldSchema, paymentPasswordFieldSchema, VALIDATION } from '../../../lib/validation';
import { addBankCard, withdrawKeys } from '../api/withdraw-queries';

const name = z.string().check(z.trim(), z.minLength(2, VALIDATION.nameLength), z.maxLength(64, VALIDATION.nameLength));
const schema = z.object({
  bankName: name,
  accountName: name,
  accountNo: cardNumberFieldSchema,
  paymentPassword: paymentPasswordFieldSchema,
});

/** Binds a bank card (payment password checked); the list shows only masked numbers. */
export function BankCardForm() {
  const { t } = useTranslation();
  const host = useHost();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [added, setAdded] = useState<string | null>(null);
  const form = useZodForm(schema, { bankName: '', accountName: '', accountNo: '', paymentPassword: '' });
  const { register, handleSubmit, formState, setError } = form;
  const errorText = useFieldErrorText();
  const inFlight = useInFlight();
  const add = useMutation({
    mutationFn: (body: z.output<typeof schema>) => addBankCard(host.api, body),
    onError: (error) => applyServerErrors(error, setError, ['bankName', 'accountName', 'accountNo', 'paymentPassword']),
    onSettled: inFlight.end,
    onSuccess: async (card) => {
      setAdded(card.accountNoMasked);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    },
  });
  const onSubmit = handleSubmit((values) => {
    if (!inFlight.start()) return;
    setAdded(null);
    add.mutate(values);
  });
  const fieldErrorShown = !!(
    formState.errors.bankName ||
    formState.errors.accountName ||
    formState.errors.accountNo ||
    formState.errors.paymentPassword
  );
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('bankCard.title')}
      </h4>
      <TextField
        label={t('bankCard.bankName')}
        error={errorText(formState.errors.bankName?.message)}
        field={register('bankName')}
        inputClassName={styles.input}
        autoComplete="off"
      />
      <TextField
        label={t('bankCard.accountName')}
        error={errorText(formState.errors.accountName?.message)}
        field={register('accountName')}
        inputClassName={styles.input}
        autoComplete="name"
      />
      <TextField
        label={t('bankCard.accountNo')}
        error={errorText(formState.errors.accountNo?.message)}
        field={register('accountNo')}
        inputClassName={styles.input}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        label={t('withdraw.password')}
        error={errorText(formState.errors.paymentPassword?.message)}
        field={register('paymentPassword')}
        inputClassName={styles.input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
      />
      {add.isError && !fieldErrorShown ? (
        <p role="alert" className={styles.alert}>
          {apiErrorText(add.error, t)}
        </p>
      ) : null}
      {added ? (
        <p role="status" className={styles.success}>
          {t('bankCard.added', { card: added })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={add.isPending}>
          {t('bankCard.add')}
        </button>
      </div>
    </form>
  );
}
