import { act, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { closeWhenUnavailable, lazyPart, PART_STILL_LOADING_MS } from './lazy-part';
import type { PartStillLoadingProps } from './part-still-loading';
import { PartUnavailable } from './part-unavailable';
import { renderWithKit } from './testing/render-with-kit';

/** A chunk that does not come until the test says so. */
function stalledChunk<P extends object>(Part: ComponentType<P>) {
  const resolvers: ((part: ComponentType<P>) => void)[] = [];
  const load = jest.fn(() => new Promise<ComponentType<P>>((resolve) => resolvers.push(resolve)));
  return { load, arrive: () => act(() => resolvers.forEach((resolve) => resolve(Part))) };
}

const Page = () => <p>the page</p>;

function showInSkeleton(Lazy: ComponentType, language = 'EN') {
  return renderWithKit(
    <Suspense fallback={<p data-testid="skeleton">skeleton</p>}>
      <Lazy />
    </Suspense>,
    { language },
  );
}

describe('lazyPart whose chunk stalls', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the caller\'s skeleton at first, then says "Still loading…" with a retry (a member-centre page)', async () => {
    const chunk = stalledChunk(Page);
    const Lazy = lazyPart('the page', chunk.load, PartUnavailable);
    showInSkeleton(Lazy);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(PART_STILL_LOADING_MS - 100));
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByText(/still loading/i)).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('status')).toHaveTextContent('Still loading… your connection seems slow.');
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();

    // Retry asks for the chunk again; whichever answer comes shows the page.
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await chunk.arrive();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says so in the player's language", async () => {
    const Lazy = lazyPart('the page', stalledChunk(Page).load, PartUnavailable);
    showInSkeleton(Lazy, 'TY');
    await act(() => jest.advanceTimersByTimeAsync(PART_STILL_LOADING_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Vẫn đang tải');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('shows nothing more for a chunk that comes in time', async () => {
    const chunk = stalledChunk(Page);
    showInSkeleton(lazyPart('the page', chunk.load, PartUnavailable));
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await chunk.arrive();
    await act(() => jest.advanceTimersByTimeAsync(PART_STILL_LOADING_MS));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('floats the notice, with Cancel, for a part shown on request (a dialog)', async () => {
    const onClose = jest.fn();
    const Dialog = ({ title }: { title: string; onClose: () => void }) => <div role="dialog">{title}</div>;
    const Lazy = lazyPart(
      'the dialog',
      stalledChunk(Dialog).load,
      closeWhenUnavailable<{ title: string; onClose: () => void }>((props) => props.onClose()),
    );
    renderWithKit(
      <Suspense fallback={null}>
        <Lazy title="Hello" onClose={onClose} />
      </Suspense>,
    );
    await act(() => jest.advanceTimersByTimeAsync(PART_STILL_LOADING_MS));
    expect(screen.getByTestId('part-still-loading')).toHaveTextContent('Still loading');
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a still-loading view of its own, or none', async () => {
    const Own = ({ retry }: PartStillLoadingProps) => (
      <button type="button" onClick={retry}>
        menu
      </button>
    );
    showInSkeleton(lazyPart('the menu', stalledChunk(Page).load, PartUnavailable, { stillLoading: Own }));
    await act(() => jest.advanceTimersByTimeAsync(PART_STILL_LOADING_MS));
    expect(screen.getByRole('button', { name: 'menu' })).toBeInTheDocument();
  });

  it("keeps the caller's fallback for as long as it takes with stillLoading: null", async () => {
    showInSkeleton(lazyPart('the page', stalledChunk(Page).load, PartUnavailable, { stillLoading: null }));
    await act(() => jest.advanceTimersByTimeAsync(PART_STILL_LOADING_MS * 3));
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
