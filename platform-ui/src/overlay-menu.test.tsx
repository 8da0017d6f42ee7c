import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverlayMenu } from './overlay-menu';
import { PageFailed } from './page-failed';

describe('OverlayMenu', () => {
  it('lists the entries in order, marks the active one and reports a choice', async () => {
    const onSelect = jest.fn();
    render(
      <OverlayMenu
        label="Centre pages"
        items={[
          { id: 'a', label: 'My account' },
          { id: 'b', label: 'My wallet' },
        ]}
        activeId="a"
        onSelect={onSelect}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Centre pages' });
    expect(nav).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['My account', 'My wallet']);
    expect(buttons[0]).toHaveAttribute('aria-current', 'page');
    expect(buttons[1]).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'My wallet' }));
    expect(onSelect).toHaveBeenCalledWith('b');
  });
});

describe('PageFailed', () => {
  it('is an alert with a working retry', async () => {
    const onRetry = jest.fn();
    render(<PageFailed message="Something went wrong" retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
