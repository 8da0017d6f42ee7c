import './testing/dom-shims';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';
import { renderWithKit } from './testing/render-with-kit';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ title: 'Saved', description: 'Your card was added.', tone: 'success' })}>
      Save
    </button>
  );
}

describe('Toast', () => {
  it('shows a toast in the notifications region and closes it after its duration', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithKit(
        <ToastProvider durationMs={4000}>
          <SaveButton />
        </ToastProvider>,
      );
      const region = screen.getByRole('region', { name: /Notifications/ });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(within(region).getByText('Saved')).toBeInTheDocument();
      expect(within(region).getByText('Your card was added.')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(4100);
      });
      expect(screen.queryByText('Your card was added.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes with its translated close button', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
      { language: 'ID' },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Abaikan' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('refuses to work outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithKit(<SaveButton />)).toThrow('useToast: no ToastProvider');
  });
});
