import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { endpoints } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { TEST_MEMBER, createFakeHost, createStubApi, type StubApi } from 'shared-contracts/testing';
import { LIVE_REGION_ID } from '../app/announce';
import AccountModals from './account-modals';
import { closePostLogin } from '../features/post-login/components/show-post-login';

function setup({
  api = createStubApi(),
  modal = 'login',
  reason,
  language = 'EN',
}: { api?: StubApi; modal?: 'login' | 'register'; reason?: string; language?: string } = {}) {
  api.on(endpoints.memberInfo, () => TEST_MEMBER);
  const host = createFakeHost({ api, language });
  const signIn = jest.spyOn(host.session, 'signIn');
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(
    <HostProvider host={host}>
      <AccountModals modal={modal} reason={reason} onClose={onClose} />
    </HostProvider>,
  );
  return { api, host, signIn, onClose, user };
}

const usernameField = () => screen.getByLabelText('Username');

afterEach(() => act(() => closePostLogin()));

beforeEach(() => {
  localStorage.clear();
  document.getElementById(LIVE_REGION_ID)?.remove();
});

// The login form's own tests are beside it (features/login/components/login-form.test.tsx).
describe('AccountModals expose', () => {
  it('switches to the registration form built from the settings', async () => {
    const api = createStubApi();
    api.on(endpoints.registerSettings, () => ({}));
    const { user } = setup({ api });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Username')).toHaveAttribute('placeholder', '* Username');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('opens on the register view when asked for it and can go back to login', async () => {
    const api = createStubApi();
    api.on(endpoints.registerSettings, () => ({}));
    const { user } = setup({ api, modal: 'register' });
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await screen.findByLabelText('Username');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(usernameField()).toHaveFocus();
  });

  it('closes on Escape and on a press on the cover', async () => {
    const { onClose, user } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    // The kit's Dialog: the cover is the dialog's parent (no hand-made backdrop of our own).
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog', { name: 'Log in' }).parentElement! });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('returns focus to the opener when the shell unmounts it', async () => {
    const host = createFakeHost();
    function Shell() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open login
          </button>
          {isOpen && <AccountModals modal="login" onClose={() => setOpen(false)} />}
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <HostProvider host={host}>
        <Shell />
      </HostProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    expect(usernameField()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Register' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open login' })).toHaveFocus();
  });
});
