import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, ImagePicker, useFormat, useIntentKeys, useZodForm } from 'platform-ui';
import { PROMOTION_UPLOAD_LIMITS } from 'shared-contracts';
import { useHost, useSession } from 'shared-contracts/react';
import { z } from 'zod/mini';
import { applyForPromotion, promotionKeys } from '../api/promotions-query';
import { FormActions } from '../../../components/form-actions';
import ui from '../../../components/ui.module.css';
import styles from './promotion-detail.module.css';

/** Longest application remark (spec §5). */
export const REMARK_MAX = PROMOTION_UPLOAD_LIMITS.remarkMaxLength;
const IMAGE_MAX_COUNT = PROMOTION_UPLOAD_LIMITS.maxImages;

const applySchema = z.object({
  remark: z.string().check(z.trim(), z.maxLength(REMARK_MAX, { message: 'remarkTooLong' })),
  images: z.array(z.instanceof(File)).check(z.maxLength(IMAGE_MAX_COUNT)),
});

type ApplyForm = z.infer<typeof applySchema>;

/** Props of {@link ApplyDialog}. */
export interface ApplyDialogProps {
  promotionId: number;
  promotionTitle: string;
  onClose: () => void;
  /** Called after the application was accepted. */
  onApplied: () => void;
}

/**
 * The application form: a remark (at most 140 characters) and up to 3 png/jpg images of at most
 * 5 MB, previewed before sending, then sent with upload progress. A failed send keeps everything
 * typed and picked; a retry sends the same idempotency key.
 */
export function ApplyDialog({ promotionId, promotionTitle, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const figures = useFormat({ currencySymbol: useSession().member?.currencySymbol });
  const queryClient = useQueryClient();
  const remarkId = useId();
  const counterId = useId();
  const errorId = useId();
  const keys = useIntentKeys();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useZodForm(applySchema, { remark: '', images: [] });
  const remark = useWatch({ control: form.control, name: 'remark' });

  const apply = useMutation({
    // The bar shows from the moment of sending: the first progress event may come late (a slow
    // network, or a proxy that reads the whole body before passing it on).
    onMutate: () => setProgress(0),
    mutationFn: (values: ApplyForm) =>
      applyForPromotion(
        host.api,
        { promotionId, remark: values.remark, images: values.images },
        // Files say nothing in JSON: the intent names each by what tells it apart.
        keys.keyFor({ promotionId, remark: values.remark, images: values.images.map((file) => [file.name, file.size, file.lastModified]) }),
        setProgress,
      ),
    onSuccess: async () => {
      keys.retire();
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      onApplied();
    },
    onSettled: () => setProgress(null),
  });

  const remarkError = form.formState.errors.remark?.message;

  return (
    <Dialog title={t('apply.title', { title: promotionTitle })} closeLabel={t('actions.close')} onClose={onClose}>
      <form
        className={ui.form}
        noValidate
        onSubmit={form.handleSubmit((values) => apply.mutate(values))}
        aria-describedby={apply.isError ? errorId : undefined}
      >
        <div className={ui.field}>
          <label htmlFor={remarkId} className={ui.label}>
            {t('apply.remark')}
          </label>
          <textarea
            id={remarkId}
            className={`${ui.input} ${styles.textarea}`}
            rows={4}
            aria-invalid={remarkError ? true : undefined}
            aria-describedby={remarkError ? `${counterId} ${remarkId}-error` : counterId}
            disabled={apply.isPending}
            {...form.register('remark')}
          />
          <p id={counterId} className={styles.counter} aria-live="polite">
            {t('apply.remarkCount', { count: remark.length, max: REMARK_MAX })}
          </p>
          {remarkError ? (
            <p id={`${remarkId}-error`} className={ui.fieldError}>
              {t(`apply.errors.${remarkError}`, { max: REMARK_MAX })}
            </p>
          ) : null}
        </div>
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <fieldset className={styles.fieldset}>
              <legend className={ui.label}>{t('apply.images')}</legend>
              <ImagePicker value={field.value} onChange={field.onChange} label={t('apply.addImages')} disabled={apply.isPending} />
            </fieldset>
          )}
        />
        {progress !== null ? (
          <div className={styles.progress}>
            <label htmlFor={`${errorId}-progress`}>{t('apply.uploading', { percent: figures.percent(progress) })}</label>
            <progress id={`${errorId}-progress`} max={100} value={progress} />
          </div>
        ) : null}
        <FormActions
          error={apply.error}
          errorId={errorId}
          onCancel={onClose}
          submitLabel={t('apply.submit')}
          pendingLabel={t('apply.sending')}
          isPending={apply.isPending}
        />
      </form>
    </Dialog>
  );
}
