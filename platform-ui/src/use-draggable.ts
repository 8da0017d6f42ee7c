import { useEffect, type RefObject } from 'react';

/** Elements a press on the handle must not start a drag from (they have their own click). */
const INTERACTIVE = 'button, a[href], input, select, textarea, label, [role="button"], [contenteditable="true"]';

interface Offset {
  x: number;
  y: number;
}

/**
 * Clamps a move of `rect` (the element's box at the start of the drag, offset included) by
 * (`dx`, `dy`) so that the box stays inside a viewport of `width` × `height`. A box larger than the
 * viewport keeps its top-left corner visible (the close button and title stay reachable).
 */
export function clampMove(
  rect: { left: number; top: number; width: number; height: number },
  dx: number,
  dy: number,
  width: number,
  height: number,
): Offset {
  const clampAxis = (start: number, size: number, delta: number, limit: number) => {
    const min = -start; // left/top edge at 0
    const max = Math.max(min, limit - (start + size)); // right/bottom edge at the limit
    return Math.min(Math.max(delta, min), max) + 0; // + 0 turns -0 into 0
  };
  return { x: clampAxis(rect.left, rect.width, dx, width), y: clampAxis(rect.top, rect.height, dy, height) };
}

/**
 * Makes `targetRef` draggable by pressing and moving the pointer on `handleRef` (mouse, pen or
 * touch), moving it with a CSS transform and keeping it inside the viewport (also after a window
 * resize). A press on a button, link or field inside the handle does not start a drag. Dragging is
 * a pointer convenience only: the element starts where its layout puts it and nothing requires
 * moving it, so keyboard users lose nothing.
 */
export function useDraggable(targetRef: RefObject<HTMLElement | null>, handleRef: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const target = targetRef.current;
    const handle = handleRef.current;
    if (!enabled || !target || !handle) return;

    let offset: Offset = { x: 0, y: 0 };
    let drag: { pointerId: number; startX: number; startY: number; from: Offset; rect: DOMRect } | null = null;

    const apply = (next: Offset) => {
      offset = next;
      target.style.transform = next.x === 0 && next.y === 0 ? '' : `translate(${next.x}px, ${next.y}px)`;
    };

    const handlePointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element) || event.target.closest(INTERACTIVE)) return;
      drag = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        from: offset,
        rect: target.getBoundingClientRect(),
      };
      handle.setPointerCapture?.(event.pointerId);
      handle.dataset.dragging = '';
      event.preventDefault(); // no text selection while dragging
    };
    const handlePointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const move = clampMove(drag.rect, event.clientX - drag.startX, event.clientY - drag.startY, window.innerWidth, window.innerHeight);
      apply({ x: drag.from.x + move.x, y: drag.from.y + move.y });
    };
    const handlePointerEnd = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      drag = null;
      delete handle.dataset.dragging;
    };
    // After a resize the element may stick out: pull it back in (never further than its layout place).
    const handleResize = () => {
      if (offset.x === 0 && offset.y === 0) return;
      const rect = target.getBoundingClientRect();
      const move = clampMove(rect, 0, 0, window.innerWidth, window.innerHeight);
      apply({ x: offset.x + move.x, y: offset.y + move.y });
    };

    handle.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('pointermove', handlePointerMove);
    document.addEventListener('pointerup', handlePointerEnd);
    document.addEventListener('pointercancel', handlePointerEnd);
    window.addEventListener('resize', handleResize);
    handle.dataset.draggable = '';
    return () => {
      handle.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('pointermove', handlePointerMove);
      document.removeEventListener('pointerup', handlePointerEnd);
      document.removeEventListener('pointercancel', handlePointerEnd);
      window.removeEventListener('resize', handleResize);
      delete handle.dataset.draggable;
      delete handle.dataset.dragging;
      target.style.transform = '';
    };
  }, [targetRef, handleRef, enabled]);
}
