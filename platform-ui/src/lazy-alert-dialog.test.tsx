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
});
