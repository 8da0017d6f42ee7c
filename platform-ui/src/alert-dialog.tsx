import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import { lazyPart } from './lazy-part';
import { PartUnavailable } from './part-unavailable';
import { useReturnFocus } from './use-return-focus';
import styles from './alert-dialog.module.css';
import { applyStyleNonce } from './style-nonce';

// Radix's scroll lock inserts a <style> element: it needs the page's nonce (style-nonce.ts).
applyStyleNonce();

/** The icon of an {@link AlertDialog}. */
export type AlertDialogIcon = 'success' | 'info' | 'warning' | 'error' | 'question';

/** A button of an {@link AlertDialog}; `onAnswer` gets its `value`. */
export interface AlertDialogButton {
  /** Translated. */
  label: string;
  value: string;
  variant?: 'primary' | 'secondary';
}

/** Props of {@link AlertDialog}: the spec's dialog helper (icon, title, HTML, buttons, time-out, cover click). */
export interface AlertDialogProps {
  icon?: AlertDialogIcon;
  /** Translated title: the dialog's accessible name. */
  title: string;
  /** HTML body (server or translated text), rendered through {@link SafeHtml}. */
  html?: string;
  /** Plain text body when there is no HTML. */
  text?: string;
  /** The answers; one "OK" (`'ok'`) by default. The first button gets focus. */
  buttons?: readonly AlertDialogButton[];
  /** Answers `'timeout'` by itself after this many milliseconds. */
  timeoutMs?: number;
  /** A press on the cover answers `'dismiss'` (default on, as the spec's helper). */
  closeOnCover?: boolean;
  /** Called once with a button's value, `'dismiss'` (Escape, close control, cover) or `'timeout'`; the app then unmounts the dialog. */
  onAnswer: (value: string) => void;
  /** Forwarded to the dialog element. */
  testId?: string;
}

/**
 * SafeHtml (with DOMPurify, about 10 KiB gzip) loads with the first dialog that has an HTML body:
 * most dialogs have a plain text body, and an app that imports AlertDialog for those (the
 * registration form's) no longer carries the sanitizer on its first screen (issue 19). Such a
 * dialog opens once its body can show (the whole dialog waits, not only its body: it used to open
 * empty and grow when the body came).
 */
const LazySafeHtml = lazyPart<{ html: string }>(
  'the HTML body',
  () => import(/* webpackChunkName: "safe-html" */ './safe-html').then((module) => module.SafeHtml),
  // Without the sanitizer the body cannot show: the dialog says so, with a retry, and keeps its buttons.
  PartUnavailable,
);

const GLYPHS: Record<AlertDialogIcon, string> = { success: '✓', info: 'i', warning: '!', error: '×', question: '?' };

/**
 * A message that wants an answer (Radix AlertDialog, `role="alertdialog"`): icon, title, body,
 * buttons; optional time-out; Escape and the close control dismiss, and so does the cover unless
 * `closeOnCover` is false. Focus starts on the first button and returns where it was.
 */
export function AlertDialog({ icon, title, html, text, buttons, timeoutMs, closeOnCover = true, onAnswer, testId }: AlertDialogProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const footerRef = useRef<HTMLDivElement>(null);
  const answeredRef = useRef(false);
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const returnFocus = useReturnFocus();
  const answers = buttons && buttons.length > 0 ? buttons : [{ label: t('actions.ok'), value: 'ok', variant: 'primary' as const }];

  const answer = (value: string) => {
    if (answeredRef.current) return;
    answeredRef.current = true;
    onAnswerRef.current(value);
  };

  useEffect(() => {
    if (!timeoutMs || timeoutMs <= 0) return undefined;
    const timer = setTimeout(() => answer('timeout'), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  const dialog = (
    <AlertDialogPrimitive.Root open onOpenChange={(open) => !open && answer('dismiss')}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          className={styles.cover}
          onPointerDown={(event) => {
            if (closeOnCover && event.target === event.currentTarget) answer('dismiss');
          }}
        >
          <AlertDialogPrimitive.Content
            className={styles.dialog}
            data-testid={testId}
            data-icon={icon}
            {...(html || text ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              const first = footerRef.current?.querySelector('button');
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
            onCloseAutoFocus={returnFocus}
          >
            <button type="button" className={styles.close} aria-label={t('actions.close')} onClick={() => answer('dismiss')}>
              <span aria-hidden="true">×</span>
            </button>
            {icon && (
              <span className={`${styles.icon} ${styles[icon]}`} role="img" aria-label={t(`dialog.icons.${icon}`)}>
                {GLYPHS[icon]}
              </span>
            )}
            <AlertDialogPrimitive.Title className={styles.title}>{title}</AlertDialogPrimitive.Title>
            {html ? (
              <AlertDialogPrimitive.Description asChild>
                <div className={styles.body}>
                  <LazySafeHtml html={html} />
                </div>
              </AlertDialogPrimitive.Description>
            ) : (
              text && (
                <AlertDialogPrimitive.Description asChild>
                  <p className={styles.body}>{text}</p>
                </AlertDialogPrimitive.Description>
              )
            )}
            <div ref={footerRef} className={styles.buttons}>
              {answers.map((button) => (
                <button
                  key={button.value}
                  type="button"
                  className={button.variant === 'secondary' ? styles.secondary : styles.primary}
                  onClick={() => answer(button.value)}
                >
                  {button.label}
                </button>
              ))}
            </div>
          </AlertDialogPrimitive.Content>
        </AlertDialogPrimitive.Overlay>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
  return html ? <Suspense fallback={null}>{dialog}</Suspense> : dialog;
}
