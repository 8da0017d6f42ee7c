import './testing/dom-shims';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { renderWithKit } from './testing/render-with-kit';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Forgot password
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Reset your password"
        footer={<button type="button">Send</button>}
        {...props}
      >
        <label>
          Email <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('adds no banner or contentinfo landmark beside the page’s own (issue 49)', async () => {
    renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(dialog.querySelector('header, footer')).toBeNull();
    expect(screen.queryAllByRole('banner')).toEqual([]);
    expect(screen.queryAllByRole('contentinfo')).toEqual([]);
  });

  it('opens as a labelled modal dialog with focus inside, and returns focus on Escape', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithKit(<Harness />);
      const opener = screen.getByRole('button', { name: 'Forgot password' });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => {
        jest.runOnlyPendingTimers();
      });
      expect(opener).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes with the close control and with a press on the cover', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    const cover = screen.getByRole('dialog').parentElement!;
    await user.pointer({ keys: '[MouseLeft]', target: cover });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a cover press when closeOnCover is false', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness closeOnCover={false} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog').parentElement! });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('traps Tab inside, has a description when given, and marks a draggable header', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness description="We will email you a link." draggable />);
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    const dialog = screen.getByRole('dialog', { description: 'We will email you a link.' });
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(dialog.querySelector('[data-draggable]')).toContainElement(screen.getByRole('heading', { name: 'Reset your password' }));
  });

  it('gives focus to initialFocusRef on open, not to the first focusable element', async () => {
    function FocusHarness() {
      const emailRef = useRef<HTMLInputElement>(null);
      return (
        <Dialog onClose={() => undefined} title="Reset your password" initialFocusRef={emailRef}>
          <button type="button">Help</button>
          <label>
            Email <input ref={emailRef} />
          </label>
        </Dialog>
      );
    }
    renderWithKit(<FocusHarness />);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
