import './testing/dom-shims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from './popover';
import { renderWithKit } from './testing/render-with-kit';

describe('Popover', () => {
  it('toggles a labelled panel from its trigger, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <Popover label="Balance details" trigger={<button type="button">Balance</button>} withClose>
        <p>Main wallet</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Balance' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Balance details' })).toHaveTextContent('Main wallet');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with its close control', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <Popover label="Help" trigger={<button type="button">?</button>} withClose>
        text
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: '?' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
