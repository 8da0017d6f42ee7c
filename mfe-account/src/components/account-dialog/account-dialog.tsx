import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog, type DialogProps } from 'platform-ui';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of {@link AccountDialog}: the kit's `Dialog` plus where focus starts. */
export interface AccountDialogProps extends Pick<DialogProps, 'title' | 'onClose' | 'testId' | 'size' | 'draggable' | 'footer'> {
  /** Element to focus on open (and after a view switch); else the first tabbable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

function focusStart(content: HTMLElement | null, initialFocusRef: RefObject<HTMLElement | null> | undefined): void {
  const target = initialFocusRef?.current ?? content?.querySelector<HTMLElement>(TABBABLE);
  target?.focus();
}

/**
 * This remote's dialogs: the kit's `Dialog` (Radix: labelled, close control, Escape and cover
 * press close it, focus trapped and returned, page scroll locked; a full-screen sheet on a phone at
 * `medium`). It only adds where focus starts: the given element or the content's first field
 * rather than the close control, on open and when the content switches view (a new title), so
 * keyboard users land in the form.
 */
export function AccountDialog({
  title,
  onClose,
  testId,
  size = 'small',
  draggable = true,
  footer,
  initialFocusRef,
  children,
}: AccountDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} testId={testId} size={size} draggable={draggable} footer={footer}>
      <FocusStart title={title} initialFocusRef={initialFocusRef}>
        {children}
      </FocusStart>
    </Dialog>
  );
}

// Rendered inside the dialog's content. Its effects run before the kit's focus scope mounts, which
// keeps a focus already inside. In a nested dialog the outer scope, not yet paused, pulls that focus
// back and the kit then picks the close control, so the start is focused again in a microtask,
// after the whole effect flush.
function FocusStart({
  title,
  initialFocusRef,
  children,
}: {
  title: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const isFirst = useRef(true);
  useEffect(() => {
    const content = contentRef.current;
    if (isFirst.current) {
      isFirst.current = false;
      focusStart(content, initialFocusRef);
      let isCancelled = false;
      queueMicrotask(() => {
        if (!isCancelled && !content?.contains(document.activeElement)) focusStart(content, initialFocusRef);
      });
      return () => {
        isCancelled = true;
      };
    }
    // A view switch: the element that had focus is usually gone.
    const dialog = content?.closest('[role="dialog"]');
    if (!dialog?.contains(document.activeElement) || document.activeElement === dialog) focusStart(content, initialFocusRef);
  }, [title, initialFocusRef]);
  return <div ref={contentRef}>{children}</div>;
}
