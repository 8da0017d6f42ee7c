import './testing/dom-shims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';
import { renderWithKit } from './testing/render-with-kit';

function Harness({ manual = false }: { manual?: boolean }) {
  const [value, setValue] = useState<'all' | 'new_player' | 'vip'>('all');
  return (
    <Tabs
      label="Categories"
      value={value}
      onValueChange={setValue}
      activationMode={manual ? 'manual' : 'automatic'}
      items={[
        { id: 'all', label: 'All' },
        { id: 'new_player', label: 'New players' },
        { id: 'vip', label: 'VIP', content: <p>VIP panel</p> },
      ]}
    >
      <p>list of {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('has a labelled tab list with the selected tab and its panel', () => {
    renderWithKit(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('list of all');
  });

  it('moves and selects with the arrow keys (automatic activation)', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'New players' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('list of new_player');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'VIP' })).toHaveTextContent('VIP panel');
  });

  it('waits for Enter in manual activation', async () => {
    const user = userEvent.setup();
    renderWithKit(<Harness manual />);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('list of all');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('list of new_player');
  });
});
