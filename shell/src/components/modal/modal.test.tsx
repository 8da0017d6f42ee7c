import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../app/i18n';
import { Modal } from './modal';

// jsdom has no PointerEvent: a MouseEvent carrying pointerId stands in for it.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = jest.fn();
  const result = render(
    <I18nextProvider i18n={createShellI18n('EN')}>
      <button type="button">opener</button>
      <Modal title="Notice" onClose={onClose} testId="m" actions={<button type="button">Action</button>} {...props}>
        <p>Body</p>
        <a href="/x">Link</a>
      </Modal>
    </I18nextProvider>,
  );
  return { onClose, ...result };
}

describe('Modal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is a labelled modal dialog with a close button', async () => {
    const { onClose } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on a click on the cover, not on a click inside', () => {
    const { onClose } = renderModal();
    fireEvent.mouseDown(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('m-cover'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the cover click when closeOnCover is off', () => {
    const { onClose } = renderModal({ closeOnCover: false });
    fireEvent.mouseDown(screen.getByTestId('m-cover'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    const { unmount } = renderModal();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('traps focus inside and gives it back on close', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'outside';
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = renderModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Link' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Action' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('moves with a drag on its title bar', () => {
    renderModal();
    const bar = screen.getByTestId('m-bar');
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 140, clientY: 130 });
    expect(screen.getByTestId('m').style.transform).toBe('translate(40px, 30px)');
    // Never dragged out of the viewport: the title bar stays reachable.
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 140, clientY: -500 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect(screen.getByTestId('m').style.transform).toBe('translate(40px, 0px)');
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(screen.getByTestId('m').style.transform).toBe('translate(40px, 0px)');
  });

  it('does not move when not draggable', () => {
    renderModal({ draggable: false });
    const bar = screen.getByTestId('m-bar');
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 140, clientY: 70 });
    expect(screen.getByTestId('m').style.transform).toBe('');
  });
});
