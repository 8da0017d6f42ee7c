import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverlayDialog } from './overlay-dialog';

function renderDialog(onClose = jest.fn()) {
  const opener = document.createElement('button');
  opener.textContent = 'open';
  document.body.appendChild(opener);
  opener.focus();
  const view = render(
    <OverlayDialog title="Member centre" closeLabel="Close" onClose={onClose} nav={<a href="#a">First</a>}>
      <button type="button">Inside</button>
    </OverlayDialog>,
  );
  return { ...view, onClose, opener };
}

describe('OverlayDialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('is a modal dialog named by its title, with focus moved in and the page scroll locked', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, the close button and a backdrop click, but not a click inside', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('presentation'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside and returns focus and scroll on unmount', async () => {
    const user = userEvent.setup();
    const { unmount, opener } = renderDialog();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    unmount();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
