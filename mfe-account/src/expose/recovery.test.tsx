import { screen, waitFor } from '@testing-library/react';
import { ApiError, endpoints } from 'shared-contracts';
import { createStubApi } from 'shared-contracts/testing';
import { callsOf, renderAccountModals } from '../testing/render-account-modals';

// Typing through whole forms (and the SMS throttle's second) is slow on a loaded machine.
jest.setTimeout(30_000);

describe('forgot password', () => {
  it('is reached from the login view and goes back to it', async () => {
    const { user } = renderAccountModals(createStubApi());
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('by email: username and email rules, then a message dialog; confirming it closes the modal', async () => {
    const api = createStubApi();
    api.on(endpoints.forgotPasswordEmail, () => ({ email: 'me***@example.com' }));
    const { user, onClose } = renderAccountModals(api, { modal: 'forgot-password' });
    // Phone recovery is off (CHNGPASSVERIF3): no method switch.
    expect(screen.queryByRole('button', { name: 'By phone' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), '1abc');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/4-12/);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/email/i);
    expect(callsOf(api, endpoints.forgotPasswordEmail)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), ' member01 ');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const sent = await screen.findByRole('alertdialog', { name: 'Check your email' });
    expect(sent).toHaveTextContent('We sent a link to set a new password to me***@example.com.');
    expect(callsOf(api, endpoints.forgotPasswordEmail)[0]?.input).toEqual({ body: { username: 'member01', email: 'me@example.com' } });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("by email: the server's refusal is shown and the form stays filled", async () => {
    const api = createStubApi();
    api.on(endpoints.forgotPasswordEmail, () => {
      throw new ApiError({
        kind: 'platform',
        endpointId: endpoints.forgotPasswordEmail.id,
        errorCode: 'business.refusal',
        serverMessage: 'Username or email does not exist',
      });
    });
    const { user, onClose } = renderAccountModals(api, { modal: 'forgot-password' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled());
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Email'), 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByTestId('recovery-email-error')).toHaveTextContent('Username or email does not exist'));
    expect(screen.getByLabelText('Username')).toHaveValue('member01');
    expect(screen.getByLabelText('Email')).toHaveValue('other@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('by email: focus goes to the first field in error, here the email', async () => {
    const api = createStubApi();
    const { user } = renderAccountModals(api, { modal: 'forgot-password' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled());
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(callsOf(api, endpoints.forgotPasswordEmail)).toHaveLength(0);
  });
});
