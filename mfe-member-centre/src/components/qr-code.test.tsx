import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInHost } from '../testing/test-utils';
import { QrCode } from './qr-code';
import { failingExport as mockFailingExport } from 'shared-contracts/testing';

// qrcode.react is its own chunk. When it could not load (a dropped connection), a thrown React.lazy
// used to replace the whole page (the deposit form, the referral link) through the centre's
// boundary, whose retry then failed again at once. `mockFailures` makes the next loads fail.
const mockFailures = { count: 0 };
jest.mock('qrcode.react', () => mockFailingExport(jest.requireActual<object>('qrcode.react'), 'QRCodeSVG', mockFailures));

it("says in the QR code's place that it could not load, keeps what is around it, and draws it on Try again", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFailures.count = 1;
  renderInHost(
    <section aria-label="Bank QR">
      <p>Account 0123456789</p>
      <QrCode value="pay:0123456789" label="QR code of Bank QR" />
    </section>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
  // It keeps the code's width, so the card around it does not change shape.
  expect(alert.parentElement).toHaveStyle({ width: '200px' });
  expect(screen.getByText('Account 0123456789')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[platform-ui] the QR code could not load', expect.any(Error));

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('img', { name: 'QR code of Bank QR' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  warn.mockRestore();
});
