import './testing/dom-shims';
import { screen, waitFor } from '@testing-library/react';
import { LazyAlertDialog } from './lazy-alert-dialog';
import { failingExport as mockFailingExport } from 'shared-contracts/testing';
import { renderWithKit } from './testing/render-with-kit';

// The dialog's code fails to load once (a file of its own: once loaded, the dialog stays loaded
// for the file).
const mockFailures = { count: 1 };
jest.mock('./alert-dialog', () => mockFailingExport(jest.requireActual<object>('./alert-dialog'), 'AlertDialog', mockFailures));

it('answers as dismissed, once, when its code cannot load, so the flow that showed it goes on; the next showing loads it', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const onAnswer = jest.fn();
  const { unmount } = renderWithKit(<LazyAlertDialog title="Registration failed" text="Try again." onAnswer={onAnswer} />);
  await waitFor(() => expect(onAnswer).toHaveBeenCalledWith('dismiss'));
  expect(onAnswer).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(warn).toHaveBeenCalledWith('[platform-ui] the alert dialog could not load', expect.any(Error));
  unmount();
  renderWithKit(<LazyAlertDialog title="Registration failed again" text="Try again." onAnswer={onAnswer} />);
  expect(await screen.findByRole('alertdialog', { name: 'Registration failed again' })).toBeInTheDocument();
  warn.mockRestore();
});
