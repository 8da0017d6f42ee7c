import { act, render, screen } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import { TEST_REGISTER_SETTINGS } from '../testing/render-account-modals';
import RegisterPage from './register-page';

// Issue 18.3: the new-player promotions are mfe-promotions' slider, shown through the host.
describe('RegisterPage expose', () => {
  it('shows mfe-promotions’ new-player slider through the host, hidden when that remote fails', async () => {
    const api = createStubApi();
    api.on(endpoints.countries, () => [{ countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' }]);
    api.on(endpoints.registerSettings, () => TEST_REGISTER_SETTINGS);
    const host = createFakeHost({ api });
    await act(async () => {
      render(
        <HostProvider host={host}>
          <RegisterPage />
        </HostProvider>,
      );
    });
    const slider = await screen.findByTestId('host-remote-mfe-promotions-PromotionSlider');
    // Under the form: the promotions (or their absence) arrive late and must not move the form.
    const card = screen.getByTestId('register-page').querySelector('.card');
    expect(card).not.toBeNull();
    expect(card!.compareDocumentPosition(slider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(host.remoteRenders.at(-1)).toMatchObject({
      remote: 'mfe-promotions',
      expose: 'PromotionSlider',
      props: { category: 'new_player' },
      hideOnFailure: true,
    });
    // The account remote no longer fetches promotions itself.
    expect(api.calls.some((call) => call.endpointId === endpoints.promotionList.id)).toBe(false);
  });
});
