import { useEffect } from 'react';

// Several overlays (this remote's modals, the shell's) may be open at once: the page stays locked
// until the last one closes, and the original overflow is restored exactly.
let lockCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lock(): void {
  if (lockCount === 0) {
    const { body, documentElement } = document;
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
}

function unlock(): void {
  lockCount = Math.max(0, lockCount - 1);
  if (lockCount === 0) {
    document.body.style.overflow = savedOverflow;
    document.body.style.paddingRight = savedPaddingRight;
  }
}

/** Locks page scroll while the calling component is mounted. */
export function useScrollLock(): void {
  useEffect(() => {
    lock();
    return unlock;
  }, []);
}
