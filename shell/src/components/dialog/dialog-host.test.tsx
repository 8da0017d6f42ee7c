import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../app/i18n';
import { DialogHost } from './dialog-host';
import { showDialog, showLoading, useDialogStore, withLoading } from './dialog-store';

function renderHost() {
  return render(
    <I18nextProvider i18n={createShellI18n('EN')}>
      <DialogHost />
    </I18nextProvider>,
  );
}

beforeEach(() => useDialogStore.setState({ dialogs: [], loading: 0 }));

describe('dialog helper', () => {
  it('shows icon, title, html through the kit SafeHtml and buttons, and resolves with the pressed button', async () => {
    renderHost();
    let answer: Promise<string> = Promise.resolve('');
    act(() => {
      answer = showDialog({
        icon: 'warning',
        title: 'Careful',
        html: '<p>Read <strong>this</strong></p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>',
        buttons: [
          { label: 'No', value: 'no', variant: 'secondary' },
          { label: 'Yes', value: 'yes' },
        ],
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Careful' });
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    // The HTML body renders once the kit's SafeHtml chunk is in (it loads with the first HTML dialog).
    expect(await within(dialog).findByText('this')).toBeInstanceOf(HTMLElement);
    expect(dialog.querySelector('strong')).toHaveTextContent('this');
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe('yes');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives a Confirm button when none is passed and closes on the cover', async () => {
    renderHost();
    let answer: Promise<string> = Promise.resolve('');
    act(() => {
      answer = showDialog({ icon: 'success', title: 'Done', text: 'Saved' });
    });
    expect(await screen.findByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('helper-dialog').parentElement! });
    await expect(answer).resolves.toBe('dismiss');
  });

  it('keeps the dialog on a cover click when closeOnCover is false', async () => {
    renderHost();
    act(() => {
      void showDialog({ title: 'Stay', closeOnCover: false });
    });
    await screen.findByRole('alertdialog', { name: 'Stay' });
    await userEvent.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('helper-dialog').parentElement! });
    expect(screen.getByRole('alertdialog', { name: 'Stay' })).toBeInTheDocument();
  });

  it('closes itself after the time-out', async () => {
    jest.useFakeTimers();
    try {
      renderHost();
      let answer: Promise<string> = Promise.resolve('');
      act(() => {
        answer = showDialog({ title: 'Brief', timeoutMs: 2000 });
      });
      // The dialog's code arrives (a lazy module: promises, no timers) before the clock moves.
      await act(async () => {
        await import('./helper-dialog');
      });
      act(() => {
        jest.advanceTimersByTime(1999);
      });
      expect(screen.getByRole('alertdialog', { name: 'Brief' })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      await expect(answer).resolves.toBe('timeout');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the spinner while any caller is loading', async () => {
    renderHost();
    let hideA = () => {};
    let hideB = () => {};
    act(() => {
      hideA = showLoading();
      hideB = showLoading();
    });
    expect(screen.getByTestId('loading-spinner')).toBeInTheDocument();
    act(() => {
      hideA();
      hideA();
    });
    expect(screen.getByTestId('loading-spinner')).toBeInTheDocument();
    act(() => hideB());
    expect(screen.queryByTestId('loading-spinner')).not.toBeInTheDocument();
    let release: (value: string) => void = () => {};
    let pending: Promise<string> = Promise.resolve('');
    act(() => {
      pending = withLoading(() => new Promise<string>((resolve) => (release = resolve)));
    });
    expect(screen.getByTestId('loading-spinner')).toBeInTheDocument();
    await act(async () => {
      release('x');
      await pending;
    });
    expect(screen.queryByTestId('loading-spinner')).not.toBeInTheDocument();
  });
});
