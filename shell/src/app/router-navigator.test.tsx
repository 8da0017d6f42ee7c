import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { RouterNavigator, createDeferredNavigator, type DeferredNavigator } from './router-navigator';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>at {`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderRouter(navigator: DeferredNavigator) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <RouterNavigator navigator={navigator} />
      <Where />
    </MemoryRouter>,
  );
}

describe('createDeferredNavigator', () => {
  it('keeps requests until a router connects, then runs them in order', () => {
    const navigator = createDeferredNavigator();
    navigator.navigate('/a');
    navigator.navigate('/b', { replace: true });
    const navigate = jest.fn();
    navigator.connect(navigate);
    expect(navigate.mock.calls).toEqual([
      ['/a', undefined],
      ['/b', { replace: true }],
    ]);
    navigator.navigate('/c');
    expect(navigate).toHaveBeenLastCalledWith('/c', undefined);
    expect(navigate).toHaveBeenCalledTimes(3);
  });

  it('waits again once disconnected; a stale disconnect leaves the newer router connected', () => {
    const navigator = createDeferredNavigator();
    const first = jest.fn();
    const second = jest.fn();
    const disconnectFirst = navigator.connect(first);
    const disconnectSecond = navigator.connect(second);
    disconnectFirst();
    navigator.navigate('/a');
    expect(second).toHaveBeenCalledWith('/a', undefined);
    disconnectSecond();
    navigator.navigate('/b');
    expect(second).toHaveBeenCalledTimes(1);
    const third = jest.fn();
    navigator.connect(third);
    expect(third).toHaveBeenCalledWith('/b', undefined);
    expect(first).not.toHaveBeenCalled();
  });
});

describe('RouterNavigator', () => {
  it('runs the navigations asked for before the router mounted, as history entries', async () => {
    const navigator = createDeferredNavigator();
    navigator.navigate('/promotions?id=3');
    navigator.navigate('/vip', { replace: true });
    renderRouter(navigator);
    expect(await screen.findByText('at /vip')).toBeInTheDocument();
    // `/vip` replaced `/promotions?id=3`: one step back is where the router started.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('at /start')).toBeInTheDocument();
  });

  it('navigates at once while mounted, and keeps requests made while unmounted for the next router', async () => {
    const navigator = createDeferredNavigator();
    const { rerender } = renderRouter(navigator);
    act(() => navigator.navigate('/rng'));
    expect(await screen.findByText('at /rng')).toBeInTheDocument();
    rerender(
      <MemoryRouter initialEntries={['/start']}>
        <Where />
      </MemoryRouter>,
    );
    act(() => navigator.navigate('/live'));
    expect(screen.getByText('at /rng')).toBeInTheDocument();
    rerender(
      <MemoryRouter initialEntries={['/start']}>
        <RouterNavigator navigator={navigator} />
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByText('at /live')).toBeInTheDocument();
  });
});
