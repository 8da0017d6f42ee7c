import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';
import { PartStillLoading, type PartStillLoadingProps } from './part-still-loading';

/** What the `Unavailable` of a {@link lazyPart} gets besides the part's props. */
export interface PartRetry {
  /** Loads the part's chunk again now (a retry button); the `Suspense` fallback shows meanwhile. */
  retry: () => void;
}

const noRetry = () => undefined;
const RetryContext = createContext<() => void>(noRetry);

/**
 * After this long without its chunk, a part says it is still loading and offers a retry (the remote
 * slots' notice comes after the same time: shell SLOW_LOADING_NOTICE_MS). Until then the caller's
 * own `Suspense` fallback (a skeleton, a placeholder) shows.
 */
export const PART_STILL_LOADING_MS = 6_000;

/** Options of {@link lazyPart}. */
export interface LazyPartOptions<P> {
  /**
   * What shows once the chunk is {@link PART_STILL_LOADING_MS} late, instead of the caller's fallback:
   * by default the kit's `PartStillLoading` ("Still loading…" and Retry), in place for a part that
   * fills its place, or as a floating notice with Cancel for a part shown on request (an
   * `Unavailable` from `closeWhenUnavailable`, such as a dialog). A component of its own keeps a
   * small place intact (a header button); `null` keeps the caller's fallback however long it takes.
   */
  stillLoading?: ComponentType<P & PartStillLoadingProps> | null;
}

/** What a part whose caller keeps its own fallback waits on (`stillLoading: null`). */
const NEVER = new Promise<never>(() => undefined);

/** What `closeWhenUnavailable` marks its components with: how to give up on the part. */
const CLOSE_PART = Symbol('platform-ui.closePart');
type ClosingUnavailable<P> = FunctionComponent<P> & { [CLOSE_PART]?: (props: P) => void };

/** One load of a part's chunk: its lazy component and when it counts as late. */
interface Attempt<P> {
  part: LazyExoticComponent<ComponentType<P>>;
  /** Settles when the chunk has come or failed. */
  settled: Promise<void>;
  /** Settles once the chunk has settled or is late (created when the part first waits for it). */
  late?: Promise<void>;
  /** The chunk has settled or is late. */
  isWaitOver: boolean;
  /** The chunk is late (it had not settled after PART_STILL_LOADING_MS). */
  isLate: boolean;
}

/**
 * `React.lazy` for a part a screen shows on demand (a dialog that answers a submit, a list that
 * opens, a page of a centre): its code is its own chunk, fetched when the part is first shown. A
 * chunk that cannot load must not break the screen around it, as a thrown `React.lazy` would (the
 * nearest error boundary replaces the screen, a form loses what was typed, and a boundary's retry
 * cannot help: `React.lazy` keeps its failure for good). The part renders `Unavailable` instead,
 * with the same props and `retry`: close or cancel what asked for it ({@link closeWhenUnavailable}),
 * or offer a retry (`PartUnavailable`). The next showing, or `retry`, loads again. Wrap the
 * part in a `Suspense`: its fallback shows while the chunk loads, and once the chunk is
 * {@link PART_STILL_LOADING_MS} late the part says it is still loading, with a retry
 * (`options.stillLoading`), so a stalled chunk never leaves a bare skeleton.
 * @param name  what the part is, for the console
 * @param load  the part's component, from its chunk
 * @param Unavailable  rendered with the same props (and `retry`) when the chunk could not load
 * @param options  what shows once the chunk is late ({@link LazyPartOptions})
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  Unavailable: ComponentType<P & PartRetry>,
  options: LazyPartOptions<P> = {},
): ComponentType<P> {
  const close = (Unavailable as ClosingUnavailable<P>)[CLOSE_PART];
  const StillLoading = options.stillLoading === undefined ? PartStillLoading : options.stillLoading;
  // React.lazy keeps what it resolved for good: after a failure the next showing gets a fresh one.
  // Not at once: the showing that failed would then load again, and again, while the chunk stays away.
  const fresh = (): Attempt<P> => {
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const part = lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        console.warn(`[platform-ui] ${name} could not load`, error);
        return { default: Failed };
      } finally {
        settle();
      }
    });
    /** What a showing whose chunk failed renders; when it goes, the next showing loads again. */
    function Failed(props: P) {
      const retry = useContext(RetryContext);
      useEffect(
        () => () => {
          if (current.part === part) current = fresh();
        },
        [],
      );
      return <Unavailable {...props} retry={retry} />;
    }
    return { part, settled, isWaitOver: false, isLate: false };
  };
  let current = fresh();

  /**
   * The part's own fallback: it waits (suspends, so the caller's fallback shows) until the chunk is
   * late, then says so. Suspending in a fallback hands the wait to the `Suspense` above.
   */
  function Waiting({ attempt, partProps, retry }: { attempt: Attempt<P>; partProps: P; retry: () => void }) {
    if (!attempt.isWaitOver) {
      // The wait ends with the chunk as well: a fallback that suspends hands its wait to the boundary
      // above, which then retries on this promise alone, not on the chunk's. Thrown rather than
      // `use`d: React retries a thrown promise's boundary in every environment (under a test's
      // synchronous act too).
      attempt.late ??= Promise.race([
        attempt.settled,
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            attempt.isLate = true;
            resolve();
          }, PART_STILL_LOADING_MS);
          void attempt.settled.then(() => clearTimeout(timer));
        }),
      ]).then(() => {
        attempt.isWaitOver = true;
      });
      throw attempt.late;
    }
    if (!attempt.isLate) return null;
    if (!StillLoading) throw NEVER;
    return <StillLoading {...partProps} retry={retry} {...(close ? { close: () => close(partProps) } : {})} />;
  }

  function LazyPart(props: P) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const retry = useCallback(() => {
      current = fresh();
      rerender();
    }, []);
    const attempt = current;
    const Part = attempt.part;
    return (
      <RetryContext.Provider value={retry}>
        <Suspense fallback={<Waiting attempt={attempt} partProps={props} retry={retry} />}>
          <Part {...props} />
        </Suspense>
      </RetryContext.Provider>
    );
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * The usual `Unavailable` of a {@link lazyPart} shown on request (a dialog, a list): renders nothing
 * and calls `close` once with its props (cancel the check, answer the dialog), so what asked for the
 * part goes on without it.
 */
export function closeWhenUnavailable<P extends object>(close: (props: P) => void): FunctionComponent<P> {
  const Unavailable: ClosingUnavailable<P> = function Unavailable(props: P) {
    const closed = useRef(false);
    useEffect(() => {
      if (closed.current) return;
      closed.current = true;
      close(props);
    });
    return null;
  };
  // A part shown on request says it is still loading in a floating notice that can give up on it.
  Unavailable[CLOSE_PART] = close;
  return Unavailable;
}
