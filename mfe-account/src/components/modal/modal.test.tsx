import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithHost } from '../../testing/render-with-host';
import { Modal } from './modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <button type="button">outside</button>
      {isOpen && (
        <Modal title="Test dialog" onClose={close} initialFocusRef={inputRef}>
          <label>
            name <input ref={inputRef} />
          </label>
          <button type="button">last</button>
        </Modal>
      )}
    </>
  );
}

async function openHarness(onClose?: () => void) {
  const user = userEvent.setup();
  renderWithHost(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'open' }));
  return user;
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, with focus moved into it', async () => {
    await openHarness();
    const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus();
  });

  it('closes on the close button', async () => {
    const onClose = jest.fn();
    const user = await openHarness(onClose);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    const user = await openHarness(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    const user = await openHarness(onClose);
    await user.click(screen.getByRole('textbox', { name: 'name' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openHarness();
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'name' });
    const last = screen.getByRole('button', { name: 'last' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('pulls focus back in when something outside is focused', async () => {
    await openHarness();
    act(() => screen.getByRole('button', { name: 'outside', hidden: true }).focus());
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus();
  });

  it('returns focus to the opener on close', async () => {
    const user = await openHarness();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('locks page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const user = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('lets only the topmost of two dialogs answer Escape', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    function Nested() {
      const [isInnerOpen, setInnerOpen] = useState(false);
      return (
        <Modal title="Outer" onClose={outer}>
          <button type="button" onClick={() => setInnerOpen(true)}>
            open inner
          </button>
          {isInnerOpen && (
            <Modal title="Inner" onClose={inner}>
              <button type="button">inner action</button>
            </Modal>
          )}
        </Modal>
      );
    }
    const user = userEvent.setup();
    renderWithHost(<Nested />);
    await user.click(screen.getByRole('button', { name: 'open inner' }));
    expect(screen.getByRole('button', { name: 'inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('is dragged by its header with the pointer and stays inside the viewport', async () => {
    await openHarness();
    Object.assign(window, { innerWidth: 1000, innerHeight: 800 });
    const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
    dialog.getBoundingClientRect = () => {
      const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(dialog.style.transform);
      const x = 300 + (match ? Number(match[1]) : 0);
      const y = 200 + (match ? Number(match[2]) : 0);
      return { left: x, top: y, right: x + 400, bottom: y + 400, width: 400, height: 400, x, y, toJSON: () => ({}) } as DOMRect;
    };
    const press = (target: EventTarget, type: string, clientX: number, clientY: number) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button: 0 });
      Object.defineProperty(event, 'pointerId', { value: 1 });
      act(() => {
        target.dispatchEvent(event);
      });
    };
    press(screen.getByTestId('modal-header'), 'pointerdown', 350, 210);
    press(document, 'pointermove', 250, 150);
    expect(dialog.style.transform).toBe('translate(-100px, -60px)');
    press(document, 'pointermove', -500, -500);
    expect(dialog.style.transform).toBe('translate(-300px, -200px)');
    press(document, 'pointerup', -500, -500);
    // The typed-in field still has focus: dragging never takes it away.
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus();
  });
});
