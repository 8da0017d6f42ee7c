import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, createPlatformEventBus, endpoints, type BrandConfig } from 'shared-contracts';
import { TEST_BRAND, TEST_MEMBER, createStubApi } from 'shared-contracts/testing';
import { loadAppLanguage } from 'shared-contracts/react';
import { createShellI18n } from '../app/i18n';
import { createHost } from '../host/create-host';
import { renderWithHost } from '../testing/render-with-host';
import { MemberLoadNotice } from './member-load-notice';

const brand: BrandConfig = { ...TEST_BRAND, merchantCode: 'wl_demo' };

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('MemberLoadNotice', () => {
  it('says the account could not be loaded, keeps the player logged in, and Retry loads it', async () => {
    const api = createStubApi({
      [endpoints.memberInfo.id]: () => {
        throw new ApiError({ kind: 'http', endpointId: 'member.info', status: 500 });
      },
    });
    const host = createHost({ brand, i18n: createShellI18n('EN'), api, bus: createPlatformEventBus() });
    await host.session.signIn('tok-1');
    renderWithHost(<MemberLoadNotice />, host);

    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your account details. You are still logged in');
    expect(host.session.getSnapshot().token).toBe('tok-1');

    api.on(endpoints.memberInfo, () => TEST_MEMBER);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(host.session.getSnapshot().member?.account).toBe(TEST_MEMBER.account);
  });

  it('shows nothing while the member is loaded', async () => {
    const api = createStubApi({ [endpoints.memberInfo.id]: () => TEST_MEMBER });
    const host = createHost({ brand, i18n: createShellI18n('EN'), api, bus: createPlatformEventBus() });
    await host.session.signIn('tok-1');
    renderWithHost(<MemberLoadNotice />, host);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is translated (TY)', async () => {
    const api = createStubApi({});
    const host = createHost({ brand, i18n: createShellI18n('TY'), api, bus: createPlatformEventBus() });
    await host.session.signIn('tok-1');
    const { i18n } = renderWithHost(<MemberLoadNotice />, host);
    await act(() => loadAppLanguage(i18n, 'TY'));
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
