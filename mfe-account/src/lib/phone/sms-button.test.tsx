import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { renderWithHost } from '../../testing/render-with-host';
import { SmsButton } from './sms-button';

beforeEach(() => jest.useFakeTimers({ now: 50_000 }));
afterEach(() => jest.useRealTimers());

async function flush() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('SmsButton', () => {
  it('counts down expiredMinutes × 60 s after a send, showing the seconds left, then enables again', async () => {
    const send = jest.fn().mockResolvedValue({ expiredMinutes: 2 });
    renderWithHost(<SmsButton validate={() => true} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await flush();
    const button = screen.getByRole('button', { name: 'Sent (120 s)' });
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(button).toHaveTextContent('Sent (119 s)');
    for (let i = 0; i < 119; i += 1) act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  });

  it('defaults to 60 s when the server gives no expiry', async () => {
    renderWithHost(<SmsButton validate={() => true} send={() => Promise.resolve({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Sent (60 s)' })).toBeDisabled();
  });

  it('does not send when the mobile number is invalid, and sends at most once per second', async () => {
    const send = jest
      .fn()
      .mockRejectedValue(
        new ApiError({ kind: 'platform', endpointId: 'x', errorCode: 'business.refusal', serverMessage: 'Too many requests' }),
      );
    let valid = false;
    renderWithHost(<SmsButton validate={() => valid} send={send} />);
    const button = screen.getByRole('button', { name: 'Get verification code' });
    fireEvent.click(button);
    // The number is checked once the phone rules have loaded (phone.ts), then refused.
    await flush();
    expect(send).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    valid = true;
    fireEvent.click(button);
    fireEvent.click(button);
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    // The challenge is off (no GEETEST3): the send carries no challenge fields.
    expect(send).toHaveBeenCalledWith(null);
    // A failed send shows the server's message in a warning dialog and the button stays usable.
    expect(screen.getByTestId('sms-failure')).toHaveTextContent('Too many requests');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('sms-failure')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: 'Get verification code' }));
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('sms-failure')).toBeInTheDocument();
  });
});
