import { act, screen, waitFor, within } from '@testing-library/react';
import { loadPhoneRules } from '../../../lib/phone/phone';
import userEvent from '@testing-library/user-event';
import { ApiError, REGISTRATION_PATTERNS, endpoints, validateRegistration } from 'shared-contracts';
import { createI18n } from '../../../testing/test-i18n';
import { messageText } from '../../../lib/register-schema';
import { TEST_MEMBER, createFakeHost, createStubApi, type StubApi } from 'shared-contracts/testing';
import { renderWithHost } from '../../../testing/render-with-host';
import { RegisterForm } from './register-form';
import { skewedClock } from '../../../testing/skewed-clock';

const SETTINGS = {
  username: {
    enabled: true,
    required: true,
    minLength: 4,
    maxLength: 16,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 2,
    key: 'username',
  },
  password: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 12,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    patternId: 6,
    key: 'password',
  },
  confirmPassword: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 12,
    acceptedPattern: '*',
    patternId: 0,
    key: 'confirmPassword',
  },
  email: { enabled: true, required: false, minLength: 5, maxLength: 64, acceptedPattern: 'x', patternId: 5, key: 'email' },
  affiliateCode: { enabled: true, required: false, minLength: 1, maxLength: 20, acceptedPattern: '*', patternId: 0, key: 'affiliateCode' },
  referralCode: { enabled: true, required: false, minLength: 1, maxLength: 20, acceptedPattern: '*', patternId: 0, key: 'referralCode' },
  captcha: { enabled: true, required: true, minLength: 4, maxLength: 4, acceptedPattern: '*', patternId: 0, key: 'captcha' },
};

function setup({
  api = createStubApi(),
  search = '',
  settings = SETTINGS,
}: { api?: StubApi; search?: string; settings?: Record<string, unknown> } = {}) {
  window.history.replaceState(null, '', `/register${search}`);
  api.on(endpoints.registerSettings, () => settings);
  api.on(endpoints.captcha, () => 'iVBORw0KGgo=');
  api.on(endpoints.memberInfo, () => TEST_MEMBER);
  const host = createFakeHost({ api });
  const onRegistered = jest.fn();
  const user = userEvent.setup();
  renderWithHost(<RegisterForm variant="page" onRegistered={onRegistered} onSocialLoggedIn={jest.fn()} />, host);
  return { api, host, onRegistered, user };
}

const calls = (api: StubApi, id: string) => api.calls.filter((call) => call.endpointId === id);

beforeEach(() => localStorage.clear());

describe('RegisterForm', () => {
  it('shows the title with 1000VND and validates every field on submit, errors under each input', async () => {
    const { api, user } = setup();
    expect(screen.getByRole('heading', { name: 'Register now and get 1000VND' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Username'), '1bad');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc124');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      '4-16 characters, starting with a letter, letters and digits only',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Incorrect confirmation input');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address (5-64 characters)');
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Captcha is required.');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(calls(api, endpoints.register.id)).toHaveLength(0);
    expect(screen.getByLabelText('Captcha')).toHaveAttribute('placeholder', '* Captcha');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'Email');
  });

  it('pre-fills the referral code from the query', async () => {
    setup({ search: '?referralCode=FRIEND7' });
    expect(await screen.findByLabelText('Referral code')).toHaveValue('FRIEND7');
  });

  it('hides the affiliate field when the domain carries a valid code, and sends that code', async () => {
    const api = createStubApi();
    api.on(endpoints.affiliateCheck, () => ({ valid: true, code: 'AG1', agent: 'agent01' }));
    api.on(endpoints.register, () => ({ customerId: 9, username: 'newbie1', token: 'tok' }));
    const { onRegistered, user } = setup({ api, search: '?affiliateCode=AG1' });
    await user.type(await screen.findByLabelText('Username'), 'newbie1');
    await waitFor(() => expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.type(screen.getByLabelText('Captcha'), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ mode: 'username', username: 'newbie1' }));
    const body = calls(api, endpoints.register.id)[0]?.input.body as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'newbie1',
      password: 'abc123',
      confirmPassword: 'abc123',
      captcha: 'ABCD',
      affiliateCode: 'AG1',
      login: true,
    });
  });

  it('checks a typed invitation code before submitting; a bad one warns and stops', async () => {
    const api = createStubApi();
    api.on(endpoints.affiliateCheck, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.affiliateCheck.id,
        errorCode: 'business.refusal',
        serverMessage: 'The invitation code is invalid',
      });
    });
    const { user } = setup({ api });
    await user.type(await screen.findByLabelText('Username'), 'newbie1');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.type(screen.getByLabelText('Captcha'), 'ABCD');
    await user.type(screen.getByLabelText('Invitation code'), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const warning = await screen.findByTestId('affiliate-warning');
    expect(warning).toHaveTextContent('The invitation code is invalid. Please check it or leave it empty.');
    expect(calls(api, endpoints.register.id)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Submit' }).find((button) => warning.contains(button))!);
    expect(screen.queryByTestId('affiliate-warning')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('newbie1');
  });

  it('shows server field errors under their inputs, keeps what was typed and loads a new captcha', async () => {
    const api = createStubApi();
    api.on(endpoints.register, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.register.id,
        value: { fieldErrors: { username: 'This username is taken' } },
      });
    });
    const { user } = setup({ api });
    await user.type(await screen.findByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.type(screen.getByLabelText('Captcha'), 'ABCD');
    const captchasBefore = calls(api, endpoints.captcha.id).length;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is taken'));
    expect(screen.getByLabelText('Password')).toHaveValue('abc123');
    await waitFor(() => expect(calls(api, endpoints.captcha.id).length).toBe(captchasBefore + 1));
  });

  it('focuses the first field in error in the form order, not the first field', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Username'), 'newbie1');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Captcha')).toHaveAccessibleDescription('Captcha is required.');
    expect(calls(api, endpoints.register.id)).toHaveLength(0);
    // Corrected as typed: the error goes without another submit.
    await user.type(screen.getByLabelText('Email'), '@mail.com');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('sends once on a double submit, then keeps every typed value after a network failure', async () => {
    const api = createStubApi();
    let fail: (error: unknown) => void = () => undefined;
    api.on(endpoints.register, () => new Promise((_resolve, reject) => (fail = reject)));
    const { onRegistered, user } = setup({ api });
    await user.type(await screen.findByLabelText('Username'), 'newbie1');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.type(screen.getByLabelText('Email'), 'new@mail.com');
    await user.type(screen.getByLabelText('Captcha'), 'ABCD');
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled());
    await user.type(screen.getByLabelText('Captcha'), '{Enter}');
    expect(calls(api, endpoints.register.id)).toHaveLength(1);
    fail(new ApiError({ kind: 'network', endpointId: endpoints.register.id }));
    await waitFor(() => expect(screen.getByTestId('register-error')).toHaveTextContent('Network link abnormal, please try again.'));
    expect(screen.getByLabelText('Username')).toHaveValue('newbie1');
    expect(screen.getByLabelText('Password')).toHaveValue('abc123');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('abc123');
    expect(screen.getByLabelText('Email')).toHaveValue('new@mail.com');
    expect(screen.getByLabelText('Captcha')).toHaveValue('ABCD');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  // The rules and their messages are the contract's (REGISTRATION_PATTERNS through validateRegistration),
  // not a copy kept here: the text under the field is the translation of the contract's key for that id.
  it.each([
    [7, '12a'],
    [12, '01-31-1990'],
    [19, 'Ab12'],
    [22, 'ABc'],
  ])('shows the message of pattern id %i from the contract table for "%s"', async (patternId, bad) => {
    const payeeName = {
      enabled: true,
      required: true,
      minLength: 2,
      maxLength: 10,
      acceptedPattern: REGISTRATION_PATTERNS[patternId]!.source,
      patternId,
      key: 'payeeName',
    };
    const { user } = setup({ settings: { ...SETTINGS, payeeName } });
    await user.type(await screen.findByLabelText('Full name (payee)'), bad);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const issue = validateRegistration({ payeeName: bad }, { payeeName })?.payeeName;
    expect(issue?.messageKey).toBe(REGISTRATION_PATTERNS[patternId]!.messageKey);
    const en = createI18n('EN');
    const expected = messageText((key, options) => String(en.t(key, options ?? {})), {
      key: issue!.messageKey,
      field: 'payeeName',
      min: 2,
      max: 10,
    });
    expect(screen.getByLabelText('Full name (payee)')).toHaveAccessibleDescription(expected);
    expect(screen.getByLabelText('Full name (payee)')).toHaveValue(bad);
  });

  it('never puts a captcha answer that is not base64 image data in an img (issue 36 item 6)', async () => {
    const { api, user } = setup();
    const button = await screen.findByTestId('captcha-image');
    expect(await within(button).findByRole('img', { name: 'Captcha' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    api.on(endpoints.captcha, () => 'x" onerror="alert(1)');
    await user.click(button);
    expect(await within(button).findByText('Captcha unavailable, click to retry')).toBeInTheDocument();
    expect(button.querySelector('img')).toBeNull();
  });

  it('refreshes the captcha on click at most once per second', async () => {
    jest.useFakeTimers({ now: 10_000 });
    try {
      const { api } = setup();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const image = await screen.findByTestId('captcha-image');
      await waitFor(() => expect(calls(api, endpoints.captcha.id)).toHaveLength(1));
      await user.click(image);
      await user.click(image);
      await waitFor(() => expect(calls(api, endpoints.captcha.id)).toHaveLength(2));
      act(() => jest.advanceTimersByTime(1_000));
      await user.click(image);
      await waitFor(() => expect(calls(api, endpoints.captcha.id)).toHaveLength(3));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('RegisterForm mobile tab', () => {
  it('shows the mobile tab only when MOBILENUMREG3 is on; mobile mode picks a code, validates the phone, sends the SMS and registers', async () => {
    const clock = skewedClock();
    const api = createStubApi();
    api.on(endpoints.registerSettings, () => SETTINGS);
    api.on(endpoints.captcha, () => 'iVBORw0KGgo=');
    api.on(endpoints.memberInfo, () => TEST_MEMBER);
    api.on(endpoints.countries, () => [
      { countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' },
      { countryCode: 'TH', countryDialingCode: '66', countryName: 'Thailand' },
    ]);
    api.on(endpoints.smsRegister, () => ({ expiredMinutes: 1 }));
    api.on(endpoints.registerMobile, () => ({ customerId: 3, username: 'm84912345678', token: 'tok' }));
    const whitelabel = [
      { modId: 'MOBILENUMREG3', enabled: '1' },
      { modId: 'REGMOBVERF3', enabled: '1' },
    ];
    const host = createFakeHost({
      api,
      system: {
        whitelabel,
        permission: {
          maintenance: false,
          regionRestriction: false,
          location: { ip: '1.1.1.1', country: 'VN' },
          info: { whitelabel, resources: [], customerService: [], analytics: {}, imageCDNs: [], launchGameCDNs: [] },
        },
      },
    });
    const onRegistered = jest.fn();
    const user = userEvent.setup();
    renderWithHost(
      <RegisterForm variant="modal" onRegistered={onRegistered} onLoginRequested={jest.fn()} onSocialLoggedIn={jest.fn()} />,
      host,
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByRole('combobox', { name: 'Country code of Mobile number' })).toHaveValue('+84');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(calls(api, endpoints.smsRegister.id)).toHaveLength(0);
    // Long enough for E.164, not a Vietnamese number: refused by the country's rules, which load
    // with the first check (phone.ts).
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '99999999');
    clock.advance(1_050);
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    await act(() => loadPhoneRules());
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
    expect(calls(api, endpoints.smsRegister.id)).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    clock.advance(1_050); // past the one-send-a-second throttle, without waiting
    await user.click(screen.getByRole('button', { name: 'Get verification code' }));
    expect(await screen.findByRole('button', { name: 'Sent (60 s)' })).toBeDisabled();
    expect(calls(api, endpoints.smsRegister.id)[0]?.input.body).toMatchObject({
      countryDialingCode: '84',
      mobileNo: '912345678',
      registerType: 'registerMobile',
    });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.type(screen.getByLabelText('Captcha'), 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ mode: 'mobile', username: 'm84912345678' }));
    expect(calls(api, endpoints.registerMobile.id)[0]?.input.body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
    });
  }, 15_000);
});
