import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, WHITELABEL_FLAGS, endpoints } from 'shared-contracts';
import { createStubApi } from 'shared-contracts/testing';
import { LIVE_REGION_ID, callsOf, renderAccountModals } from '../../testing/render-account-modals';

const { geetestChallenge, geetestConfig, geetestVerify } = endpoints;
const LOGIN_RESULT = { token: 'tok-1', firstTimeLogin: false, passwordExpired: false };
const VALIDATE = { lot_number: 'lot-2', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000', captcha_id: 'gt-login' };

/** A stub API with the challenge on: challenge n answers lot-n; the answer of lot-n is `code-n`. */
function challengeApi({ enabled = true, expiresIn = 120_000 }: { enabled?: boolean; expiresIn?: number } = {}) {
  const api = createStubApi();
  let lot = 0;
  api.on(geetestConfig, (input) => ({ gt: `gt-${(input.query as { product: string }).product}`, enabled }));
  api.on(geetestChallenge, () => {
    lot += 1;
    return { lotNumber: `lot-${lot}`, image: 'iVBORw0KGgo=', expiresAt: Date.now() + expiresIn };
  });
  api.on(geetestVerify, (input) => {
    const { lotNumber, answer, captchaId } = input.body as { lotNumber: string; answer: string; captchaId: string };
    if (answer !== `code-${lotNumber.slice(4)}`) {
      throw new ApiError({
        kind: 'platform',
        endpointId: geetestVerify.id,
        errorCode: 'geetest.failed',
        serverMessage: 'Verification failed, please try again',
      });
    }
    return { ...VALIDATE, lot_number: lotNumber, captcha_id: captchaId };
  });
  api.on(endpoints.login, () => LOGIN_RESULT);
  return api;
}

beforeEach(() => {
  localStorage.clear();
  document.getElementById(LIVE_REGION_ID)?.remove();
});

describe('human-verification challenge (GEETEST3)', () => {
  it('login: after validation asks for the challenge; a wrong answer explains and shows a new one; the pass travels with the login', async () => {
    const api = challengeApi();
    const { user, signIn } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification] });
    // Validation comes first: nothing to solve while a field is empty.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByTestId('challenge-dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(await within(dialog).findByRole('img', { name: 'Security check picture with a short code' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    const answer = within(dialog).getByLabelText('Characters in the picture');
    expect(answer).toHaveFocus();
    expect(callsOf(api, geetestConfig)[0]?.input.query).toEqual({ product: 'login' });

    // Empty answer: explained, nothing verified.
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(answer).toHaveAccessibleDescription(/Please type the characters in the picture\./);
    expect(callsOf(api, geetestVerify)).toHaveLength(0);

    // Wrong answer: explained, a new challenge, the answer cleared.
    await user.type(answer, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('That was not right. Here is a new picture: please try again.')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(api, geetestChallenge)).toHaveLength(2));
    expect(answer).toHaveValue('');
    expect(callsOf(api, endpoints.login)).toHaveLength(0);

    // Right answer (keyboard only): the login is sent with the pass.
    await user.type(answer, 'code-2{Enter}');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-1', { firstTimeLogin: false }));
    expect(callsOf(api, geetestVerify).at(-1)?.input.body).toEqual({ captchaId: 'gt-login', lotNumber: 'lot-2', answer: 'code-2' });
    expect(callsOf(api, endpoints.login)[0]?.input.body).toMatchObject({
      username: 'member01',
      password: 'secret88',
      geetestValidateV4: VALIDATE,
    });
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
  });

  it('login: closing the challenge sends nothing, explains, and keeps what was typed', async () => {
    const api = challengeApi();
    const { user } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification] });
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await within(dialog).findByTestId('challenge-image');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    // Only the challenge closed: the login dialog is still open, filled, and explains.
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
    expect(screen.getByLabelText('Password')).toHaveValue('secret88');
    expect(screen.getByTestId('login-error')).toHaveTextContent('The security check was not completed; what you typed is kept.');
    expect(callsOf(api, endpoints.login)).toHaveLength(0);
    // The next submit asks again.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
  });

  it('an expired challenge says so and offers a new one', async () => {
    const api = challengeApi({ expiresIn: -1 });
    const { user } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification] });
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(await within(dialog).findByText('This picture has expired. Get a new picture to continue.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Characters in the picture'), 'code-1{Enter}');
    // Nothing is verified against an expired challenge.
    expect(callsOf(api, geetestVerify)).toHaveLength(0);
    api.on(geetestChallenge, () => ({ lotNumber: 'lot-2', image: 'iVBORw0KGgo=', expiresAt: Date.now() + 60_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(within(dialog).getByTestId('challenge-error')).toBeEmptyDOMElement());
    await user.type(within(dialog).getByLabelText('Characters in the picture'), 'code-2{Enter}');
    await waitFor(() => expect(callsOf(api, endpoints.login)).toHaveLength(1));
  });

  it('without GEETEST3 the step passes with no UI and no challenge call', async () => {
    const api = challengeApi();
    const { user, signIn } = renderAccountModals(api);
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(callsOf(api, geetestConfig)).toHaveLength(0);
    expect(callsOf(api, endpoints.login)[0]?.input.body).not.toHaveProperty('geetestValidateV4');
  });

  it('when the server says the challenge is off for the product, the step passes without a challenge', async () => {
    const api = challengeApi({ enabled: false });
    const { user, signIn } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification] });
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(callsOf(api, geetestChallenge)).toHaveLength(0);
    expect(callsOf(api, endpoints.login)[0]?.input.body).not.toHaveProperty('geetestValidateV4');
  });

  it('a challenge that cannot load explains it; a new picture retries', async () => {
    const api = challengeApi();
    api.on(geetestChallenge, () => {
      throw new ApiError({ kind: 'network', endpointId: geetestChallenge.id });
    });
    const { user } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification] });
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(await within(dialog).findByText('The security check could not be loaded. Try a new one.')).toBeInTheDocument();
    api.on(geetestChallenge, () => ({ lotNumber: 'lot-9', image: 'iVBORw0KGgo=', expiresAt: Date.now() + 60_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'New picture' }));
    expect(await within(dialog).findByTestId('challenge-image')).toBeInTheDocument();
  });

  it('never puts a challenge picture that is not a raster image in an img: it reads as a picture that did not load (issue 36 item 6)', async () => {
    const api = challengeApi();
    api.on(geetestChallenge, () => ({ lotNumber: 'lot-1', image: 'data:text/html;base64,PHNjcmlwdD4=', expiresAt: Date.now() + 60_000 }));
    const { user } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification] });
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    expect(await within(dialog).findByText('The security check could not be loaded. Try a new one.')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    api.on(geetestChallenge, () => ({ lotNumber: 'lot-2', image: 'iVBORw0KGgo=', expiresAt: Date.now() + 60_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'New picture' }));
    expect(await within(dialog).findByTestId('challenge-image')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });

  it('registration: human verification after validation, and the pass travels with the registration', async () => {
    const api = challengeApi();
    api.on(endpoints.register, () => ({ username: 'newbie1', token: 'tok-r' }));
    const { user } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification], modal: 'register' });
    await user.type(await screen.findByLabelText('Username'), 'newbie1');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await within(dialog).findByTestId('challenge-image');
    expect(callsOf(api, geetestConfig)[0]?.input.query).toEqual({ product: 'register' });
    await user.type(within(dialog).getByLabelText('Characters in the picture'), 'code-1{Enter}');
    await waitFor(() => expect(callsOf(api, endpoints.register)).toHaveLength(1));
    expect(callsOf(api, endpoints.register)[0]?.input.body).toMatchObject({
      username: 'newbie1',
      geetestValidateV4: { ...VALIDATE, lot_number: 'lot-1', captcha_id: 'gt-register' },
    });
  });

  it('SMS code: the send passes the challenge first and carries its fields', async () => {
    const api = challengeApi();
    api.on(endpoints.smsLoginCode, () => ({ expiredMinutes: 1 }));
    const { user } = renderAccountModals(api, { flags: [WHITELABEL_FLAGS.humanVerification, 'MOBILEVERCODELOGIN3'] });
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await within(dialog).findByTestId('challenge-image');
    expect(callsOf(api, endpoints.smsLoginCode)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Characters in the picture'), 'code-1{Enter}');
    await waitFor(() => expect(callsOf(api, endpoints.smsLoginCode)).toHaveLength(1));
    expect(callsOf(api, endpoints.smsLoginCode)[0]?.input.body).toMatchObject({
      mobileNum: '0912345678',
      geetestValidateV4: { ...VALIDATE, lot_number: 'lot-1', captcha_id: 'gt-sms' },
    });
    expect(await screen.findByRole('button', { name: 'Sent (60 s)' })).toBeDisabled();
  });

  it('a login refused with geetest.required (switch turned on after the site loaded) explains, and the next submit asks for the challenge', async () => {
    const api = challengeApi();
    api.on(endpoints.login, (input) => {
      if (!(input.body as { geetestValidateV4?: unknown }).geetestValidateV4) {
        throw new ApiError({
          kind: 'platform',
          endpointId: endpoints.login.id,
          errorCode: 'geetest.required',
          serverMessage: 'Please complete the security check',
        });
      }
      return LOGIN_RESULT;
    });
    const { user, signIn } = renderAccountModals(api);
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'secret88');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // A code the kit knows is shown in the player's language, whatever the platform wrote.
    expect(await screen.findByText('Please complete verification first.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security check' });
    await within(dialog).findByTestId('challenge-image');
    await user.type(within(dialog).getByLabelText('Characters in the picture'), 'code-1{Enter}');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-1', { firstTimeLogin: false }));
  });
});
