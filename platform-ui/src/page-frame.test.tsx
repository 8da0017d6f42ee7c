import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { PageFrame } from './page-frame';
import { renderWithKit } from './testing/render-with-kit';

describe('PageFrame', () => {
  it('shows a skeleton with a loading status while loading', () => {
    renderWithKit(
      <PageFrame title="Bonus details" loading>
        <p>content</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bonus details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('shows the translated error with a Retry that calls onRetry, never the raw error', async () => {
    const onRetry = jest.fn();
    renderWithKit(
      <PageFrame title="Wallet" headingLevel={3} error={new ApiError({ kind: 'network', endpointId: 'wallet' })} onRetry={onRetry}>
        <p>content</p>
      </PageFrame>,
      { language: 'CN' },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Wallet' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).not.toHaveTextContent('wallet: network');
    expect(alert).toHaveTextContent(/网络/);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state (kit text or the given one)', () => {
    const { rerender } = renderWithKit(<PageFrame empty>x</PageFrame>);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here yet.');
    rerender(<PageFrame empty="No rewards yet">x</PageFrame>);
    expect(screen.getByRole('status')).toHaveTextContent('No rewards yet');
  });

  it('shows the page and the toolbar once loaded', () => {
    renderWithKit(
      <PageFrame title="Inbox" toolbar={<button type="button">Refresh</button>}>
        <p>three messages</p>
      </PageFrame>,
    );
    expect(screen.getByText('three messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
