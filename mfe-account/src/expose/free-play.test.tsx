import { screen, waitFor } from '@testing-library/react';
import { ApiError, endpoints } from 'shared-contracts';
import { createStubApi } from 'shared-contracts/testing';
import { detectOs } from '../features/login/api/free-play';
import { callsOf, renderAccountModals } from '../testing/render-account-modals';

// A 512-bit odd modulus: enough for the 16-character random string.
const MODULUS = `c${'3'.repeat(126)}5`;

// Typing through whole forms (and the SMS throttle's second) is slow on a loaded machine.
jest.setTimeout(30_000);

describe('free play', () => {
  it('is not offered when FREEPLAY3 is off', () => {
    renderAccountModals(createStubApi());
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it("logs in a trial account with the spec's payload, closes and goes home", async () => {
    const api = createStubApi();
    api.on(endpoints.rsaKey, () => MODULUS);
    api.on(endpoints.freePlay, () => ({ token: 'trial-tok', firstTimeLogin: false, passwordExpired: false }));
    const { user, signIn, onClose, host } = renderAccountModals(api, { flags: ['FREEPLAY3'] });
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const body = (callsOf(api, endpoints.freePlay)[0]?.input as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ platform: 'W', version: 3, os: expect.any(String) });
    // The random string is RSA-encrypted (hex), never the plain key.
    expect(body.randomStr).toMatch(/^[0-9a-f]{16,}$/);
    expect(signIn).toHaveBeenCalledWith('trial-tok', { firstTimeLogin: false });
    expect(host.navigations).toEqual(['/']);
  });

  it('sends once however often it is clicked, and explains a refusal', async () => {
    const api = createStubApi();
    api.on(endpoints.rsaKey, () => MODULUS);
    let release: () => void = () => undefined;
    api.on(endpoints.freePlay, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.freePlay.id,
        errorCode: 'business.refusal',
        serverMessage: 'Free play is not available',
      });
    });
    const { user, onClose } = renderAccountModals(api, { flags: ['FREEPLAY3'] });
    const button = screen.getByRole('button', { name: 'Free play' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Starting free play…' })).toBeDisabled();
    await waitFor(() => expect(callsOf(api, endpoints.freePlay)).toHaveLength(1));
    release();
    await waitFor(() => expect(screen.getByTestId('free-play-error')).toHaveTextContent('Free play is not available'));
    expect(callsOf(api, endpoints.freePlay)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('detectOs', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 'MacOS'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Linux'],
    ['curl/8', 'Other'],
  ])('%s → %s', (agent, os) => {
    expect(detectOs(agent)).toBe(os);
  });
});
