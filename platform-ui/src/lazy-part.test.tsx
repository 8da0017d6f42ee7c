import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { lazyPart, type PartRetry } from './lazy-part';
import { PartUnavailable } from './part-unavailable';
import { renderWithKit } from './testing/render-with-kit';

interface Props {
  label: string;
}

const Part = ({ label }: Props) => <p>part: {label}</p>;
const Unavailable = ({ label }: Props) => <p role="alert">unavailable: {label}</p>;

function show(Lazy: ComponentType<Props>, label: string) {
  return render(
    <Suspense fallback={<p role="status">loading</p>}>
      <Lazy label={label} />
    </Suspense>,
  );
}

describe('lazyPart', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('shows the suspense fallback while the chunk loads, then the part, loading it once', async () => {
    const load = jest.fn(async () => Part);
    const Lazy = lazyPart('the part', load, Unavailable);
    const first = show(Lazy, 'one');
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    expect(await screen.findByText('part: one')).toBeInTheDocument();
    first.unmount();
    show(Lazy, 'two');
    expect(screen.getByText('part: two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders Unavailable with the same props when the chunk cannot load (no throw to a boundary), and loads again next time', async () => {
    const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Part);
    const Lazy = lazyPart('the part', load, Unavailable);
    const first = show(Lazy, 'one');
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable: one');
    expect(warn).toHaveBeenCalledWith('[platform-ui] the part could not load', expect.any(Error));
    first.unmount();
    show(Lazy, 'two');
    expect(await screen.findByText('part: two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not load again while the showing that failed stays (a chunk that stays away is asked for once per showing)', async () => {
    const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValue(new Error('ChunkLoadError'));
    const Lazy = lazyPart('the part', load, Unavailable);
    const first = show(Lazy, 'one');
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable: one');
    first.rerender(
      <Suspense fallback={<p role="status">loading</p>}>
        <Lazy label="one again" />
      </Suspense>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable: one again');
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    show(Lazy, 'two');
    expect(await screen.findByRole('alert')).toHaveTextContent('unavailable: two');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives Unavailable a retry that loads the chunk again at once, showing the fallback meanwhile', async () => {
    const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Part);
    const WithRetry = ({ label, retry }: Props & PartRetry) => (
      <button type="button" onClick={retry}>
        retry {label}
      </button>
    );
    const Lazy = lazyPart('the part', load, WithRetry);
    show(Lazy, 'one');
    await userEvent.click(await screen.findByRole('button', { name: 'retry one' }));
    expect(await screen.findByText('part: one')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again on every retry while the chunk stays away, once per retry', async () => {
    const load = jest.fn<Promise<typeof Part>, []>().mockRejectedValue(new Error('ChunkLoadError'));
    const WithRetry = ({ retry }: Props & PartRetry) => (
      <button type="button" onClick={retry}>
        retry
      </button>
    );
    const Lazy = lazyPart('the part', load, WithRetry);
    show(Lazy, 'one');
    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    await screen.findByRole('button', { name: 'retry' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("PartUnavailable says the part could not load in the app's language and retries on request", async () => {
    const load = jest
      .fn<Promise<ComponentType>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(() => <p>the page</p>);
    const Lazy = lazyPart('the page', load, PartUnavailable);
    renderWithKit(
      <Suspense fallback={<p role="status">loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
