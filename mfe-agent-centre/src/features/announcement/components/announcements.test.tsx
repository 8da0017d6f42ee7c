import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { TEST_AGENT, createStubApi } from 'shared-contracts/testing';
import { renderInHost } from '../../../testing/test-utils';
import { Announcements } from './announcements';

describe('Announcements', () => {
  it('lists the notices and opens one to its sanitized HTML, never running its scripts or handlers', async () => {
    const user = userEvent.setup();
    const api = createStubApi({
      'home.loggedInAnnouncements': () => ({
        list: [
          {
            id: 7,
            title: 'New rebate rules',
            content: '<p>Rates change <b>Monday</b>.</p><script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
          },
        ],
      }),
    });
    renderInHost(<Announcements />, { member: TEST_AGENT, api });
    const title = await screen.findByRole('button', { name: 'New rebate rules' });
    expect(title).toHaveAttribute('aria-expanded', 'false');
    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(title.getAttribute('aria-controls')!)).toHaveTextContent('Rates change Monday.');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says so when there is no notice', async () => {
    renderInHost(<Announcements />, { member: TEST_AGENT, api: createStubApi({ 'home.loggedInAnnouncements': () => ({ list: [] }) }) });
    expect(await screen.findByText('No agent notices yet.')).toBeInTheDocument();
  });

  it('shows a translated error with Retry when the call fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = createStubApi({
      'home.loggedInAnnouncements': () => {
        if (fail) throw new ApiError({ kind: 'schema', endpointId: 'home.loggedInAnnouncements' });
        return { list: [{ id: 1, title: 'Back', content: 'x' }] };
      },
    });
    renderInHost(<Announcements />, { member: TEST_AGENT, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent an answer we could not read. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
