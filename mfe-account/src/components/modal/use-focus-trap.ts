import { useEffect, useRef, type RefObject } from 'react';
import { tabbableElements } from './focusable';

// The stack of open dialogs: only the topmost one traps focus and answers Escape.
const openDialogs: HTMLElement[] = [];

/** Whether `element` is the topmost open dialog. */
export function isTopmostDialog(element: HTMLElement): boolean {
  return openDialogs[openDialogs.length - 1] === element;
}

/**
 * Focuses `initialFocus`, else the first tabbable element of the content (an element marked
 * `data-dialog-body`), else the first tabbable element (the close button), else the container.
 */
export function focusInitial(container: HTMLElement, initialFocus: RefObject<HTMLElement | null> | undefined): void {
  const body = container.querySelector<HTMLElement>('[data-dialog-body]');
  const target = initialFocus?.current ?? (body && tabbableElements(body)[0]) ?? tabbableElements(container)[0] ?? container;
  target.focus();
}

/**
 * Moves focus into `containerRef` on mount, keeps Tab / Shift+Tab and stray focus inside it while
 * mounted, and gives focus back to the element that had it before on unmount.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, initialFocus?: RefObject<HTMLElement | null>): void {
  // Read at focus time: a view switch may hand a new target without re-creating the trap.
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(container);
    if (!container.contains(document.activeElement)) focusInitial(container, initialFocusRef.current);

    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmostDialog(container)) return;
      const tabbables = tabbableElements(container);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a click outside, a programmatic focus) is pulled back in.
    const handleFocusIn = (event: FocusEvent) => {
      if (!isTopmostDialog(container)) return;
      if (event.target instanceof Node && !container.contains(event.target)) focusInitial(container, initialFocusRef.current);
    };

    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      const index = openDialogs.lastIndexOf(container);
      if (index >= 0) openDialogs.splice(index, 1);
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [containerRef]);
}
