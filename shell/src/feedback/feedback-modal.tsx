import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { apiErrorText } from 'platform-ui';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpoints, languageTag } from 'shared-contracts';
import { useHost, useHostLanguage } from 'shared-contracts/react';
import { Modal } from '../components/modal/modal';
import { FEEDBACK_RULES, feedbackSchema, type FeedbackValues } from './feedback-rules';
import styles from './feedback.module.css';

/**
 * The feedback form (spec §5; `PUT /wps/feedback` through the catalogue): the content, required,
 * within the word bounds and at most 140 characters, with the error under the field and the focus
 * moved to it; a failed send keeps what was typed and says why; a confirmation after sending.
 * Opened by {@link openFeedback} (guests are asked to log in first, trial accounts to register).
 */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const host = useHost();
  const language = useHostLanguage();
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema(languageTag(language))),
    defaultValues: { content: '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationKey: ['shell', 'feedback'],
    mutationFn: (values: FeedbackValues) => host.api.call(endpoints.feedback, { body: { content: values.content } }),
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const error = form.formState.errors.content;

  if (send.isSuccess) {
    return (
      <Modal
        title={t('feedback.title')}
        onClose={onClose}
        testId="feedback-modal"
        actions={
          <button type="button" className={styles.primary} onClick={onClose}>
            {t('common:actions.close')}
          </button>
        }
      >
        <p role="status">{t('feedback.sent')}</p>
      </Modal>
    );
  }

  return (
    <Modal title={t('feedback.title')} onClose={onClose} testId="feedback-modal">
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => send.mutate(values))(event)}
      >
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
          {t('feedback.hint', { min: FEEDBACK_RULES.minWords, max: FEEDBACK_RULES.maxWords, length: content.length, maxLength: FEEDBACK_RULES.maxLength })}
        </p>
        {error?.message ? (
          <p id={errorId} className={styles.error} role="alert">
            {t(error.message, { min: FEEDBACK_RULES.minWords, max: FEEDBACK_RULES.maxWords, maxLength: FEEDBACK_RULES.maxLength })}
          </p>
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
    </Modal>
  );
}
