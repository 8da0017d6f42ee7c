import './testing/dom-shims';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './alert-dialog';
import { renderWithKit } from './testing/render-with-kit';

describe('AlertDialog (the dialog helper)', () => {
  it('shows icon, title, sanitized HTML and the buttons, focus on the first, and answers with its value', async () => {
    const onAnswer = jest.fn();
    renderWithKit(
      <AlertDialog
        icon="question"
        title="Sign out"
        html={'<p>Are you <b>sure</b>?</p><img src=x onerror="window.hacked=1">'}
        buttons={[
          { label: 'Cancel', value: 'cancel', variant: 'secondary' },
          { label: 'Sign out', value: 'confirm' },
        ]}
        onAnswer={onAnswer}
      />,
    );
    // SafeHtml's chunk loads with the first HTML dialog, and the dialog opens with its body: it
    // never shows empty first.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out' });
    expect(within(dialog).getByText('sure')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/Are you\s*sure\s*\?/);
    expect(screen.getByRole('img', { name: 'Question' })).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onAnswer).toHaveBeenCalledWith('confirm');
  });

  it('has one translated OK by default and dismisses on Escape', async () => {
    const onAnswer = jest.fn();
    renderWithKit(<AlertDialog title="Saved" text="Your details were saved." onAnswer={onAnswer} />, { language: 'CN' });
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith('dismiss');
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('answers "timeout" after its time-out, once', () => {
    jest.useFakeTimers();
    try {
      const onAnswer = jest.fn();
      renderWithKit(<AlertDialog title="Done" timeoutMs={3000} onAnswer={onAnswer} />);
      act(() => {
        jest.advanceTimersByTime(2999);
      });
      expect(onAnswer).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(onAnswer).toHaveBeenCalledWith('timeout');
      act(() => {
        jest.advanceTimersByTime(10_000);
      });
      expect(onAnswer).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('dismisses on a cover press unless closeOnCover is false', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    const { rerender } = renderWithKit(<AlertDialog title="Note" closeOnCover={false} onAnswer={onAnswer} />);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('alertdialog').parentElement! });
    expect(onAnswer).not.toHaveBeenCalled();
    rerender(<AlertDialog title="Note" onAnswer={onAnswer} />);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('alertdialog').parentElement! });
    expect(onAnswer).toHaveBeenCalledWith('dismiss');
  });

  it('dismisses with its close control', async () => {
    const onAnswer = jest.fn();
    renderWithKit(<AlertDialog title="Note" onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onAnswer).toHaveBeenCalledWith('dismiss');
  });
});
