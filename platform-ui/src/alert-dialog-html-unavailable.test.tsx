import './testing/dom-shims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './alert-dialog';
import { renderWithKit } from './testing/render-with-kit';
import { failingExport as mockFailingExport } from 'shared-contracts/testing';

// The sanitizer's chunk fails once (a dropped connection): a thrown React.lazy used to reach the
// screen's error boundary, and kept failing after it.
const mockFailures = { count: 1 };
jest.mock('./safe-html', () => mockFailingExport(jest.requireActual<object>('./safe-html'), 'SafeHtml', mockFailures));

it("opens an HTML dialog whose sanitizer cannot load with its buttons and a retry in the body's place", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const onAnswer = jest.fn();
  renderWithKit(
    <AlertDialog title="Notice" html="<p>Welcome <b>back</b></p>" buttons={[{ label: 'Got it', value: 'ok' }]} onAnswer={onAnswer} />,
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
  expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  expect(await within(dialog).findByText('back')).toBeInTheDocument();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(onAnswer).not.toHaveBeenCalled();
  warn.mockRestore();
});
