import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, endpoints } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { HelpPage } from './help-page';

const HELP = {
  categories: [
    {
      id: 1,
      title: 'Account',
      items: [
        {
          id: 11,
          title: 'How do I register?',
          content: '<p>Press <strong>Register</strong>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        },
      ],
    },
    { id: 2, title: 'Deposits', items: [{ id: 21, title: 'How long does a deposit take?', content: '<p>5 minutes.</p>' }] },
  ],
};

it('shows categories and articles with sanitized HTML', async () => {
  const api = createStubApi({ [endpoints.helpCenter.id]: () => HELP });
  const { container } = renderWithHost(<HelpPage />, createFakeHost({ api }));
  expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  await userEvent.click(screen.getByText('How do I register?'));
  expect(screen.getByText('Register', { selector: 'strong' })).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Deposits' }));
  expect(screen.getByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Deposits' })).toHaveAttribute('aria-current', 'true');
  expect(document.title).toBe('Help centre | Test Brand');
});

it('shows a translated error with retry when the help centre fails', async () => {
  const api = createStubApi({
    [endpoints.helpCenter.id]: () => {
      throw new ApiError({ kind: 'network', endpointId: endpoints.helpCenter.id });
    },
  });
  renderWithHost(<HelpPage />, createFakeHost({ api }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  api.on(endpoints.helpCenter, () => HELP);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
});

it('shows the feedback box below the articles only once they have answered: it is never pushed down (CLS, issue 47.4)', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = createStubApi({ [endpoints.helpCenter.id]: async () => (await held, HELP) });
  renderWithHost(<HelpPage />, createFakeHost({ api }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('complementary')).toBeNull();
  release();
  expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Did not find your answer?' })).toBeInTheDocument();
});
