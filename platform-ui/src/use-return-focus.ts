import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers what had focus when `open` became true and gives it focus back when the Radix content
 * closes or unmounts. Radix returns focus only to its own Trigger; the kit's overlays are opened by
 * the apps' own buttons (or by an event), so the kit does it. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(open = true): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      returnTo.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const target = returnTo.current;
    if (target?.isConnected) target.focus();
  };
}
