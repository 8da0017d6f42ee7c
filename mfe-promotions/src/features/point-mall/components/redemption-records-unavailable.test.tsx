import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_MEMBER, failingExport as mockFailingExport } from 'shared-contracts/testing';
import { createRecordingApi, renderRemote } from '../../../testing/render-remote';
import { PointMallPage } from './point-mall-page';

// The records table is its own chunk. When it could not load (a dropped connection), a thrown
// React.lazy used to replace the whole mall through the remote's error boundary, whose retry then
// failed again at once. `mockFailures` makes the next loads of the records' module fail.
const mockFailures = { count: 0 };
jest.mock('./redemption-records', () =>
  mockFailingExport(jest.requireActual<object>('./redemption-records'), 'RedemptionRecords', mockFailures),
);

it("says in the records' place that they could not load, keeps the mall, and shows them on Try again", async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFailures.count = 1;
  const api = createRecordingApi({
    'points.config': () => ({ enabled: true, pointsRatio: 100, minConvertPoints: 1000 }),
    'points.rewards': () => ({ list: [] }),
    'points.balance': () => ({ points: 5000, convertibleAmount: 50 }),
    'points.redeemList': () => ({
      list: [
        {
          id: 1,
          itemName: 'Branded T-shirt',
          type: 'GIFT',
          quantity: 1,
          points: 3000,
          status: 'approved',
          applyTime: Date.UTC(2026, 5, 1),
        },
      ],
      totalPages: 1,
    }),
  });
  renderRemote(<PointMallPage />, { api, member: TEST_MEMBER, url: '/pointMall' });

  const records = await screen.findByRole('region', { name: 'Redemption records' });
  expect(await within(records).findByRole('alert')).toHaveTextContent(
    'This part could not be loaded. Check your connection and try again.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeInTheDocument();
  expect(await screen.findByTestId('points-balance')).toHaveTextContent('5,000');
  expect(screen.getByText('There are no items right now.')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[platform-ui] the redemption records could not load', expect.any(Error));

  await user.click(within(records).getByRole('button', { name: 'Try again' }));
  const table = await screen.findByRole('table', { name: 'Redemption records' });
  expect(await within(table).findByText('Branded T-shirt')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  warn.mockRestore();
});
