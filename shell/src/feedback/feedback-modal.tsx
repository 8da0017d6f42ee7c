import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Dialog, ImagePicker, apiErrorText } from 'platform-ui';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpoints, languageTag } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { FEEDBACK_RULES, feedbackSchema, type FeedbackValues } from './feedback-rules';
import styles from './feedback.module.css';

/**
 * The feedback form (spec §5; `PUT /wps/feedback` through the catalogue, multipart): the content,
 * required, within the word bounds and at most 140 characters, with the error under the field and
 * the focus moved to it; up to 3 images (the kit's ImagePicker: png or jpg, at most 5 MB each, with
 * previews, removal and a translated message per refused file) and the upload's progress while
 * sending; a failed send keeps what was typed and chosen and says why; a confirmation after sending.
 * Opened by {@link openFeedback} (guests are asked to log in first, trial accounts to register).
 */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const imagesLabelId = `${fieldId}-images`;
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema(languageTag(language))),
    defaultValues: { content: '', images: [] },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationKey: ['shell', 'feedback'],
    mutationFn: (values: FeedbackValues) => {
      setProgress(0);
      return host.api.call(
        endpoints.feedback,
        { body: { content: values.content, images: values.images } },
        { onUploadProgress: setProgress },
      );
    },
    onSettled: () => setProgress(null),
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const error = form.formState.errors.content;

  if (send.isSuccess) {
    return (
      <Dialog
        title={t('feedback.title')}
        onClose={onClose}
        testId="feedback-modal"
        footer={
          <button type="button" className={styles.primary} onClick={onClose}>
            {t('common:actions.close')}
          </button>
        }
      >
        <p role="status">{t('feedback.sent')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('feedback.title')} onClose={onClose} testId="feedback-modal">
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit((values) => send.mutate(values))(event)}>
        <p className={styles.intro}>{t('feedback.intro')}</p>
        <label htmlFor={fieldId} className={styles.label}>
          {t('feedback.content')}
        </label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={5}
          maxLength={FEEDBACK_RULES.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          {...form.register('content')}
        />
        <p id={hintId} className={styles.hint}>
          {t('feedback.hint', {
            min: FEEDBACK_RULES.minWords,
            max: FEEDBACK_RULES.maxWords,
            length: content.length,
            maxLength: FEEDBACK_RULES.maxLength,
          })}
        </p>
        {error?.message ? (
          <p id={errorId} className={styles.error} role="alert">
            {t(error.message, { min: FEEDBACK_RULES.minWords, max: FEEDBACK_RULES.maxWords, maxLength: FEEDBACK_RULES.maxLength })}
          </p>
        ) : null}
        <div role="group" aria-labelledby={imagesLabelId} className={styles.images}>
          <span id={imagesLabelId} className={styles.label}>
            {t('feedback.images')}
          </span>
          <Controller
            control={form.control}
            name="images"
            render={({ field }) => <ImagePicker value={field.value} onChange={field.onChange} disabled={send.isPending} />}
          />
        </div>
        {progress !== null ? (
          <div className={styles.progress}>
            <label htmlFor={`${fieldId}-progress`}>{t('feedback.uploading', { percent: Math.round(progress * 100) })}</label>
            <progress id={`${fieldId}-progress`} max={1} value={progress} />
          </div>
        ) : null}
        {send.isError ? (
          <p className={styles.error} role="alert">
            {apiErrorText(send.error, t)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className={styles.primary} disabled={send.isPending}>
            {send.isPending ? t('feedback.sending') : t('feedback.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
