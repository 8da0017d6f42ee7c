import './testing/dom-shims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './menu';
import { renderWithKit } from './testing/render-with-kit';

function setup() {
  const openCentre = jest.fn();
  const signOut = jest.fn();
  renderWithKit(
    <Menu
      trigger={<button type="button">alice</button>}
      entries={[
        { id: 'centre', label: 'Member centre', onSelect: openCentre },
        { id: 'agent', label: 'Agent centre', onSelect: jest.fn(), disabled: true },
        { type: 'separator', id: 'sep' },
        { id: 'out', label: 'Sign out', onSelect: signOut, danger: true },
      ]}
    />,
  );
  return { openCentre, signOut, user: userEvent.setup() };
}

describe('Menu', () => {
  it('is a menu button: closed, then opened by keyboard with the first item focused', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: 'alice' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'alice' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Member centre' })).toHaveFocus();
  });

  it('moves with the arrows past disabled items and selects with Enter', async () => {
    const { user, signOut } = setup();
    screen.getByRole('button', { name: 'alice' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user, openCentre } = setup();
    const trigger = screen.getByRole('button', { name: 'alice' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(openCentre).not.toHaveBeenCalled();
  });
});
