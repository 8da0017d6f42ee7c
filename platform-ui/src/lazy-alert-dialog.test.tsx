import './testing/dom-shims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyAlertDialog } from './lazy-alert-dialog';
import { renderWithKit } from './testing/render-with-kit';

describe('LazyAlertDialog', () => {
  it('opens once its code has come, with the first button focused, and answers like AlertDialog', async () => {
    const onAnswer = jest.fn();
    renderWithKit(
      <LazyAlertDialog
        icon="error"
        title="Registration failed"
        text="The username is taken."
        buttons={[
          { label: 'Change it', value: 'change' },
          { label: 'Cancel', value: 'cancel', variant: 'secondary' },
        ]}
        onAnswer={onAnswer}
      />,
    );
    // Nothing half-drawn while the chunk loads: the whole dialog comes at once.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const dialog = await screen.findByRole('alertdialog', { name: 'Registration failed' });
    expect(dialog).toHaveAccessibleDescription('The username is taken.');
    expect(screen.getByRole('button', { name: 'Change it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith('dismiss');
  });

  it('answers as dismissed, once, when its code cannot load, so the flow that showed it goes on', async () => {
    // A module registry of its own, where the dialog's chunk fails (React and the test library from it too).
    jest.resetModules();
    jest.doMock('./alert-dialog', () => {
      throw new Error('ChunkLoadError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Imported inside a test: no hooks of its own (cleaned up below).
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    const rtl = await import('@testing-library/react');
    try {
      const { LazyAlertDialog: Isolated } = await import('./lazy-alert-dialog');
      const { renderWithKit: renderIsolated } = await import('./testing/render-with-kit');
      const onAnswer = jest.fn();
      renderIsolated(<Isolated title="Registration failed" text="Try again." onAnswer={onAnswer} />);
      await rtl.waitFor(() => expect(onAnswer).toHaveBeenCalledWith('dismiss'));
      expect(onAnswer).toHaveBeenCalledTimes(1);
      expect(rtl.screen.queryByRole('alertdialog')).toBeNull();
      expect(warn).toHaveBeenCalledWith('[platform-ui] the alert dialog could not load', expect.any(Error));
    } finally {
      rtl.cleanup();
      delete process.env.RTL_SKIP_AUTO_CLEANUP;
      warn.mockRestore();
      jest.dontMock('./alert-dialog');
    }
  });
});
