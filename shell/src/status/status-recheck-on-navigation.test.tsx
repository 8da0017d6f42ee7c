import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { StatusRecheckOnNavigation } from './status-recheck-on-navigation';

it('asks for the status again on each change of path, not on the first render nor on a change of query', async () => {
  const rechecker = { maybeRecheck: jest.fn() };
  render(
    <MemoryRouter initialEntries={['/rng']}>
      <StatusRecheckOnNavigation rechecker={rechecker} />
      <Link to="/rng?page=PG">PG Soft</Link>
      <Link to="/live">Live casino</Link>
    </MemoryRouter>,
  );
  expect(rechecker.maybeRecheck).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'PG Soft' }));
  expect(rechecker.maybeRecheck).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'Live casino' }));
  expect(rechecker.maybeRecheck).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('link', { name: 'PG Soft' }));
  expect(rechecker.maybeRecheck).toHaveBeenCalledTimes(2);
});
