import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from './kit-i18n';
import styles from './toast.module.css';

/** What {@link useToast}'s `show` takes. */
export interface ToastOptions {
  /** Translated title. */
  title: string;
  /** Translated detail. */
  description?: string;
  /** `error` is announced at once (assertive); the others politely. */
  tone?: 'info' | 'success' | 'error';
  /** Closes by itself after this many milliseconds (5000 by default); hover, focus and a hidden window pause it. */
  durationMs?: number;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time a toast stays, in milliseconds. */
  durationMs?: number;
}

/**
 * Holds an app's toasts (Radix Toast): mount it once near the app's root, then call
 * `useToast().show(...)` anywhere below. Toasts sit in a labelled region (F8 moves focus to it),
 * can be swiped or closed, and pause while hovered or focused.
 */
export function ToastProvider({ children, durationMs = 5000 }: ToastProviderProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((list) => [...list, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider duration={durationMs} label={t('toast.region')} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            open
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            {...(toast.durationMs === undefined ? {} : { duration: toast.durationMs })}
            className={`${styles.toast} ${styles[toast.tone ?? 'info']}`}
            onOpenChange={(open) => {
              if (!open) dismiss(toast.id);
            }}
          >
            <ToastPrimitive.Title className={styles.title}>{toast.title}</ToastPrimitive.Title>
            {toast.description && (
              <ToastPrimitive.Description className={styles.description}>{toast.description}</ToastPrimitive.Description>
            )}
            <ToastPrimitive.Close className={styles.close} aria-label={t('toast.close')}>
              <span aria-hidden="true">×</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className={styles.viewport} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere under a {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast: no ToastProvider above this component');
  return api;
}
