import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountModalKind } from 'shared-contracts';
import { endpoints } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { TEST_MEMBER, createFakeHost, type StubApi } from 'shared-contracts/testing';
import AccountModals from '../expose/account-modals';
import { closePostLogin } from '../features/post-login/components/show-post-login';

/** The id of the remote's live region (app/announce), for tests on the floors below app/. */
export { LIVE_REGION_ID } from '../app/announce';

// A login shows the post-login modal in its own root on document.body: remove it after each test.
afterEach(() => act(() => closePostLogin()));

/** Registration settings most modal tests use: username 4-12 letters+digits, password 6-12 combining letters and digits, email on. */
export const TEST_REGISTER_SETTINGS = {
  username: {
    enabled: true,
    required: true,
    minLength: 4,
    maxLength: 12,
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
  email: {
    enabled: true,
    required: false,
    minLength: 5,
    maxLength: 60,
    acceptedPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    patternId: 5,
    key: 'email',
  },
};

/**
 * Mounts the AccountModals expose the way the shell does, with the given white-label switches on,
 * a visitor from Vietnam and the common endpoints answered (member info, countries, settings).
 */
export function renderAccountModals(
  api: StubApi,
  {
    flags = [],
    modal = 'login',
    reason,
    language,
  }: { flags?: string[]; modal?: AccountModalKind; reason?: string; language?: string } = {},
) {
  api.on(endpoints.memberInfo, () => TEST_MEMBER);
  api.on(endpoints.countries, () => [{ countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' }]);
  api.on(endpoints.registerSettings, () => TEST_REGISTER_SETTINGS);
  const whitelabel = flags.map((modId) => ({ modId, enabled: '1' }));
  const host = createFakeHost({
    api,
    ...(language ? { language } : {}),
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
  const signIn = jest.spyOn(host.session, 'signIn');
  const onClose = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <HostProvider host={host}>
      <AccountModals modal={modal} onClose={onClose} {...(reason ? { reason } : {})} />
    </HostProvider>,
  );
  return { ...view, host, signIn, onClose, user };
}

/** Calls of one endpoint the stub received. */
export const callsOf = (api: StubApi, endpoint: { id: string }) => api.calls.filter((call) => call.endpointId === endpoint.id);
