import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, ERROR_CODES, PHONE_PROVIDER_ERRORS, endpoints } from 'shared-contracts';
import { createStubApi, type StubApi } from 'shared-contracts/testing';
import { callsOf, renderAccountModals } from '../testing/render-account-modals';

const LOGIN_FLAGS = ['MOBILEVERCODELOGIN3', 'FIREBASESMS3'];
const REGISTER_FLAGS = ['MOBILENUMREG3', 'REGMOBVERF3', 'FIREBASESMS3'];

function providerFailure(endpointId: string, errorCode: string) {
  return new ApiError({ kind: 'platform', endpointId, errorCode, serverMessage: `raw ${errorCode}` });
}

/** The reference provider: code 123456 is right; every send opens session s-<n>. */
function firebaseApi(): StubApi {
  const api = createStubApi();
  let sends = 0;
  api.on(endpoints.phoneProviderSend, () => ({ sessionInfo: `s-${++sends}` }));
  api.on(endpoints.phoneProviderVerify, (input) => {
    const { code } = input.body as { code: string };
    if (code !== '123456') throw providerFailure(endpoints.phoneProviderVerify.id, PHONE_PROVIDER_ERRORS.invalidVerificationCode);
    return { idToken: 'id-token-1', phoneNumber: '+84912345678' };
  });
  api.on(endpoints.loginInfo, () => {
    throw new ApiError({ kind: 'network', endpointId: endpoints.loginInfo.id });
  });
  return api;
}

async function openSmsLogin(api: StubApi) {
  const view = renderAccountModals(api, { flags: LOGIN_FLAGS });
  await view.user.click(screen.getByRole('button', { name: 'SMS code' }));
  await screen.findByRole('combobox', { name: /Country code/ });
  await view.user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0912345678');
  return view;
}

describe('firebase path (FIREBASESMS3): SMS-code login', () => {
  it('sends through the phone provider (E.164, 1 minute), confirms the code, logs in with type firebase', async () => {
    const api = firebaseApi();
    api.on(endpoints.login, () => ({ token: 'tok-f', firstTimeLogin: false, passwordExpired: false }));
    const { user, signIn, onClose } = await openSmsLogin(api);
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('button', { name: 'Sent (60 s)' })).toBeDisabled();
    expect(callsOf(api, endpoints.phoneProviderSend)[0]?.input.body).toEqual({ phoneNumber: '+84912345678' });
    expect(callsOf(api, endpoints.smsLoginCode)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-f', { firstTimeLogin: false }));
    expect(callsOf(api, endpoints.phoneProviderVerify)[0]?.input.body).toEqual({ sessionInfo: 's-1', code: '123456' });
    expect(callsOf(api, endpoints.login)[0]?.input.body).toMatchObject({
      username: '0912345678',
      password: '',
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token-1',
    });
    // No forced change after a firebase login, even with "123456" as the code (spec §4).
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('a wrong code is explained under the code field, with no dialog and no login call; the right one then logs in', async () => {
    const api = firebaseApi();
    api.on(endpoints.login, () => ({ token: 'tok-f', firstTimeLogin: false, passwordExpired: false }));
    const { user, signIn } = await openSmsLogin(api);
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    await screen.findByRole('button', { name: 'Sent (60 s)' });
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Invalid verification code.'));
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alertdialog', { name: 'Warning' })).not.toBeInTheDocument();
    expect(screen.getByTestId('sms-login-error')).toBeEmptyDOMElement();
    expect(callsOf(api, endpoints.login)).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
  });

  it('a code typed before any send asks for a code first', async () => {
    const api = firebaseApi();
    const { user } = await openSmsLogin(api);
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Please get a verification code for this number first.'));
    expect(callsOf(api, endpoints.phoneProviderVerify)).toHaveLength(0);
  });

  it.each([
    [PHONE_PROVIDER_ERRORS.invalidPhoneNumber, 'Invalid phone number format.'],
    [PHONE_PROVIDER_ERRORS.missingPhoneNumber, 'Please enter a valid phone number'],
    [PHONE_PROVIDER_ERRORS.tooManyRequests, 'Too many requests. Please try again after 5 minutes.'],
    [PHONE_PROVIDER_ERRORS.captchaCheckFailed, 'Captcha check failed. Please try again.'],
    [PHONE_PROVIDER_ERRORS.quotaExceeded, 'SMS quota is not sufficient. Please contact customer service.'],
    [PHONE_PROVIDER_ERRORS.operationNotAllowed, 'This function is not enabled. Please contact customer service.'],
    ['auth/something-new', 'Unknown error. Please try again.'],
  ])('a send refused with %s shows the translated reason in the warning dialog', async (errorCode, text) => {
    const api = firebaseApi();
    api.on(endpoints.phoneProviderSend, () => {
      throw providerFailure(endpoints.phoneProviderSend.id, errorCode);
    });
    const { user } = await openSmsLogin(api);
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    const warning = await screen.findByTestId('sms-failure');
    expect(warning).toHaveTextContent(text);
    expect(warning).not.toHaveTextContent('raw');
    expect(screen.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  });

  it.each([
    [PHONE_PROVIDER_ERRORS.codeExpired, 'The verification code has expired. Please send it again.'],
    [PHONE_PROVIDER_ERRORS.missingVerificationCode, 'Please enter the verification code.'],
  ])('a confirmation refused with %s is explained under the code', async (errorCode, text) => {
    const api = firebaseApi();
    api.on(endpoints.phoneProviderVerify, () => {
      throw providerFailure(endpoints.phoneProviderVerify.id, errorCode);
    });
    const { user } = await openSmsLogin(api);
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    await screen.findByRole('button', { name: 'Sent (60 s)' });
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription(text));
  });

  it('without FIREBASESMS3 the platform SMS and type sms are used', async () => {
    const api = firebaseApi();
    api.on(endpoints.smsLoginCode, () => ({ expiredMinutes: 2 }));
    const { user } = renderAccountModals(api, { flags: ['MOBILEVERCODELOGIN3'] });
    await user.click(screen.getByRole('button', { name: 'SMS code' }));
    await screen.findByRole('combobox', { name: /Country code/ });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('button', { name: 'Sent (120 s)' })).toBeDisabled();
    expect(callsOf(api, endpoints.phoneProviderSend)).toHaveLength(0);
  });
});

async function fillMobileRegistration(api: StubApi) {
  const view = renderAccountModals(api, { flags: REGISTER_FLAGS, modal: 'register' });
  const { user } = view;
  await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
  await screen.findByRole('combobox', { name: /Country code/ });
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
  await user.click(screen.getByRole('button', { name: 'Get verification code' }));
  expect(await screen.findByRole('button', { name: 'Sent (60 s)' })).toBeDisabled();
  await user.type(screen.getByLabelText('Password'), 'abc123');
  await user.type(screen.getByLabelText('Confirm password'), 'abc123');
  return view;
}

describe('firebase path (FIREBASESMS3): registration', () => {
  it('sends through the provider, confirms the code, registers with firebaseChannel and the ID token (no code)', async () => {
    const api = firebaseApi();
    api.on(endpoints.registerMobile, () => ({ customerId: 9, username: 'm84912345678', token: 'tok-r' }));
    const { user } = await fillMobileRegistration(api);
    expect(callsOf(api, endpoints.smsRegister)).toHaveLength(0);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsOf(api, endpoints.registerMobile)).toHaveLength(1));
    const body = callsOf(api, endpoints.registerMobile)[0]?.input.body as Record<string, unknown>;
    expect(body).toMatchObject({ mobileNum: '912345678', countryDialingCode: '84', firebaseChannel: 'sms', firebaseIdToken: 'id-token-1' });
    expect(body).not.toHaveProperty('verificationCode');
  });

  it('a failed confirmation aborts silently: the reason under the code, no dialog, no registration', async () => {
    const api = firebaseApi();
    const { user } = await fillMobileRegistration(api);
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Invalid verification code.'));
    expect(screen.queryByRole('alertdialog', { name: 'Warning' })).not.toBeInTheDocument();
    expect(screen.getByTestId('register-error')).toBeEmptyDOMElement();
    expect(callsOf(api, endpoints.registerMobile)).toHaveLength(0);
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912345678');
  });

  it('a token the platform refuses is explained under the code; the next submit asks for a new code', async () => {
    const api = firebaseApi();
    api.on(endpoints.registerMobile, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.registerMobile.id,
        errorCode: ERROR_CODES.firebaseToken,
        serverMessage: 'raw token',
      });
    });
    const { user } = await fillMobileRegistration(api);
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The phone verification could not be confirmed. Please send a new code.'));
    expect(within(screen.getByTestId('register-error')).queryByText('raw token')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Please get a verification code for this number first.'));
    expect(callsOf(api, endpoints.registerMobile)).toHaveLength(1);
  });

  it('a registration refused for another reason is sent again with the same token, without confirming the code twice', async () => {
    const api = firebaseApi();
    let attempts = 0;
    api.on(endpoints.registerMobile, () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError({ kind: 'network', endpointId: endpoints.registerMobile.id });
      return { customerId: 9, username: 'm84912345678', token: 'tok-r' };
    });
    const { user } = await fillMobileRegistration(api);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('register-error')).not.toBeEmptyDOMElement());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsOf(api, endpoints.registerMobile)).toHaveLength(2));
    expect(callsOf(api, endpoints.phoneProviderVerify)).toHaveLength(1);
    expect(callsOf(api, endpoints.registerMobile)[1]?.input.body).toMatchObject({ firebaseIdToken: 'id-token-1' });
  });
});
