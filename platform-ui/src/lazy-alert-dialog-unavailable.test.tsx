import './testing/dom-shims';
import { screen, waitFor } from '@testing-library/react';
import { LazyAlertDialog } from './lazy-alert-dialog';
import { renderWithKit } from './testing/render-with-kit';

// The dialog's code fails to load once (a file of its own: once loaded, it stays loaded for the
// file). The loader's reading of `AlertDialog` throws, as a chunk that cannot load would.
let mockFailures = 1;
jest.mock('./alert-dialog', () => {
  const actual = jest.requireActual<Record<string, unknown>>('./alert-dialog');
  return new Proxy(actual, {
    get(target, key) {
      if (key === 'AlertDialog' && mockFailures > 0) {
        mockFailures -= 1;
        throw new Error('ChunkLoadError');
      }
      return target[key as string];
    },
  });
});

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
