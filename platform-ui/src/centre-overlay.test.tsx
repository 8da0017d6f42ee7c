import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CentreOverlay } from './centre-overlay';
import { renderWithKit } from './testing/render-with-kit';

const ITEMS = [
  { id: 'securityCenter', label: 'My account' },
  { id: 'transferFund', label: 'My wallet' },
  { id: 'missionLeaderboard', label: 'Missions', badge: 3 },
  { id: 'messageV2', label: 'Messages', badge: 0 },
] as const;
type Id = (typeof ITEMS)[number]['id'];

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<Id>('securityCenter');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open centre
      </button>
      {open && (
        <CentreOverlay
          title="Member centre"
          items={ITEMS}
          activeId={active}
          onSelect={setActive}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <h3>{ITEMS.find((item) => item.id === active)?.label}</h3>
          <input aria-label="Amount" />
        </CentreOverlay>
      )}
    </>
  );
}

async function openCentre() {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithKit(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open centre' }));
  return { user, onClose, dialog: await screen.findByRole('dialog', { name: 'Member centre' }) };
}

describe('CentreOverlay', () => {
  it('is a modal dialog named by its title, with a menu whose active entry is aria-current and focused', async () => {
    const { dialog } = await openCentre();
    const menu = within(dialog).getByRole('navigation', { name: 'Menu' });
    const active = within(menu).getByRole('button', { name: 'My account' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveFocus();
    expect(within(menu).getByRole('button', { name: 'My wallet' })).not.toHaveAttribute('aria-current');
  });

  it('marks the menu aria-busy only while its entries may still change (menuBusy)', () => {
    const props = { title: 'Agent', items: ITEMS, activeId: 'securityCenter' as const, onSelect: jest.fn(), onClose: jest.fn() };
    const { rerender } = renderWithKit(<CentreOverlay {...props} menuBusy />);
    expect(screen.getByRole('navigation', { name: 'Menu' })).toHaveAttribute('aria-busy', 'true');
    rerender(<CentreOverlay {...props} />);
    expect(screen.getByRole('navigation', { name: 'Menu' })).not.toHaveAttribute('aria-busy');
  });

  it('shows a badge only for a count above 0', async () => {
    const { dialog } = await openCentre();
    expect(within(dialog).getByRole('button', { name: 'Missions 3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('selects a page', async () => {
    const { user, dialog } = await openCentre();
    await user.click(within(dialog).getByRole('button', { name: 'My wallet' }));
    expect(within(dialog).getByRole('button', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back', async () => {
    jest.useFakeTimers();
    try {
      const onClose = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithKit(<Harness onClose={onClose} />);
      const opener = screen.getByRole('button', { name: 'Open centre' });
      await user.click(opener);
      await screen.findByRole('dialog');
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => {
        jest.runOnlyPendingTimers();
      });
      expect(opener).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes with its labelled close control', async () => {
    const { user, dialog, onClose } = await openCentre();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openCentre();
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
