import './testing/dom-shims';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { renderWithKit } from './testing/render-with-kit';
import { clampMove } from './use-draggable';

const VIEWPORT = { width: 1000, height: 800 };

/** jsdom has no layout: give the dialog a 400 × 300 box whose place follows its transform. */
function placeDialog(dialog: HTMLElement, left = 300, top = 250) {
  dialog.getBoundingClientRect = () => {
    const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(dialog.style.transform);
    const x = left + (match ? Number(match[1]) : 0);
    const y = top + (match ? Number(match[2]) : 0);
    return { left: x, top: y, right: x + 400, bottom: y + 300, width: 400, height: 300, x, y, toJSON: () => ({}) } as DOMRect;
  };
}

function pointer(target: EventTarget, type: string, clientX: number, clientY: number) {
  // jsdom's PointerEvent may be missing: a MouseEvent with the pointer fields does the job.
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  act(() => {
    target.dispatchEvent(event);
  });
}

function renderDialog(props: { draggable?: boolean } = {}) {
  Object.assign(window, { innerWidth: VIEWPORT.width, innerHeight: VIEWPORT.height });
  const onClose = jest.fn();
  renderWithKit(
    <Dialog title="Notice" closeLabel="Close" onClose={onClose} draggable={props.draggable}>
      <a href="#a">First</a>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Notice' });
  placeDialog(dialog);
  // The drag handle: the block around the title (a div, not a <header> landmark: issue 49).
  const header = screen.getByRole('heading', { name: 'Notice' }).parentElement?.parentElement;
  if (!header) throw new Error('the dialog has no header');
  return { dialog, header: header as HTMLElement, onClose };
}

describe('clampMove', () => {
  const rect = { left: 300, top: 250, width: 400, height: 300 };
  it('lets a move inside the viewport through', () => {
    expect(clampMove(rect, 50, -40, 1000, 800)).toEqual({ x: 50, y: -40 });
  });
  it('stops at every edge of the viewport', () => {
    expect(clampMove(rect, -900, -900, 1000, 800)).toEqual({ x: -300, y: -250 });
    expect(clampMove(rect, 900, 900, 1000, 800)).toEqual({ x: 300, y: 250 });
  });
  it('keeps the top-left corner visible when the box is larger than the viewport', () => {
    expect(clampMove({ left: 0, top: 0, width: 1200, height: 900 }, -50, -50, 1000, 800)).toEqual({ x: 0, y: 0 });
    expect(clampMove({ left: 0, top: 0, width: 1200, height: 900 }, 50, 50, 1000, 800)).toEqual({ x: 0, y: 0 });
  });
});

describe('Dialog draggable', () => {
  it('moves with the pointer pressed on the header and stays inside the viewport', () => {
    const { dialog, header } = renderDialog({ draggable: true });
    expect(header).toHaveAttribute('data-draggable');
    pointer(header, 'pointerdown', 400, 260);
    pointer(document, 'pointermove', 450, 300);
    expect(dialog.style.transform).toBe('translate(50px, 40px)');
    pointer(document, 'pointermove', 2000, -500);
    expect(dialog.style.transform).toBe('translate(300px, -250px)');
    pointer(document, 'pointerup', 2000, -500);
    pointer(document, 'pointermove', 400, 260);
    expect(dialog.style.transform).toBe('translate(300px, -250px)');
    // A second drag continues from where the first one left the dialog.
    pointer(header, 'pointerdown', 400, 260);
    pointer(document, 'pointermove', 300, 360);
    expect(dialog.style.transform).toBe('translate(200px, -150px)');
  });

  it('does not start a drag from the close button, which still closes', async () => {
    const { dialog, onClose } = renderDialog({ draggable: true });
    const close = screen.getByRole('button', { name: 'Close' });
    pointer(close, 'pointerdown', 900, 260);
    pointer(document, 'pointermove', 800, 300);
    expect(dialog.style.transform).toBe('');
    await userEvent.setup().click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is pulled back inside the viewport when the window shrinks', () => {
    const { dialog, header } = renderDialog({ draggable: true });
    pointer(header, 'pointerdown', 400, 260);
    pointer(document, 'pointermove', 700, 260);
    pointer(document, 'pointerup', 700, 260);
    expect(dialog.style.transform).toBe('translate(300px, 0px)');
    Object.assign(window, { innerWidth: 800 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(dialog.style.transform).toBe('translate(100px, 0px)');
  });

  it('does not move when draggable is off (the default)', () => {
    const { dialog, header } = renderDialog();
    expect(header).not.toHaveAttribute('data-draggable');
    pointer(header, 'pointerdown', 400, 260);
    pointer(document, 'pointermove', 450, 300);
    expect(dialog.style.transform).toBe('');
  });

  it('drags by the title block; the keyboard path is unchanged', async () => {
    const { dialog, header } = renderDialog({ draggable: true });
    expect(header).toContainElement(screen.getByRole('heading', { name: 'Notice' }));
    pointer(header, 'pointerdown', 400, 260);
    pointer(document, 'pointermove', 380, 250);
    expect(dialog.style.transform).toBe('translate(-20px, -10px)');
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'First' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect([link, close]).toContain(document.activeElement);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
