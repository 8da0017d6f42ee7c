import { screen } from '@testing-library/react';
import { renderInHost } from '../testing/test-utils';
import { QrCode } from './qr-code';

// Its own file: the QR code's chunk, once loaded, stays loaded for the rest of a test file.
it('says the QR code is loading in its place while its code loads (issue 49: an empty 200 px box)', async () => {
  renderInHost(<QrCode value="https://site.test/register?referralCode=abc" label="Invite QR code" />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading…');
  expect(status).toHaveStyle({ width: '200px', height: '200px' });
  expect(await screen.findByRole('img', { name: 'Invite QR code' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
