import {
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

/** What the `Unavailable` of a {@link lazyPart} gets besides the part's props. */
export interface PartRetry {
  /** Loads the part's chunk again now (a retry button); the `Suspense` fallback shows meanwhile. */
  retry: () => void;
}

const noRetry = () => undefined;
const RetryContext = createContext<() => void>(noRetry);

/**
 * `React.lazy` for a part a screen shows on demand (a dialog that answers a submit, a list that
 * opens, a page of a centre): its code is its own chunk, fetched when the part is first shown. A
 * chunk that cannot load must not break the screen around it, as a thrown `React.lazy` would (the
 * nearest error boundary replaces the screen, a form loses what was typed, and a boundary's retry
 * cannot help: `React.lazy` keeps its failure for good). The part renders `Unavailable` instead,
 * with the same props and `retry`: close or cancel what asked for it ({@link closeWhenUnavailable}),
 * or offer a retry (`PartUnavailable`). The next showing, or `retry`, loads again. Wrap the
 * part in a `Suspense` (its fallback shows while the chunk loads).
 * @param name  what the part is, for the console
 * @param load  the part's component, from its chunk
 * @param Unavailable  rendered with the same props (and `retry`) when the chunk could not load
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  Unavailable: ComponentType<P & PartRetry>,
): ComponentType<P> {
  // React.lazy keeps what it resolved for good: after a failure the next showing gets a fresh one.
  // Not at once: the showing that failed would then load again, and again, while the chunk stays away.
  const fresh = (): LazyExoticComponent<ComponentType<P>> => {
    const part = lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        console.warn(`[platform-ui] ${name} could not load`, error);
        return { default: Failed };
      }
    });
    /** What a showing whose chunk failed renders; when it goes, the next showing loads again. */
    function Failed(props: P) {
      const retry = useContext(RetryContext);
      useEffect(
        () => () => {
          if (current === part) current = fresh();
        },
        [],
      );
      return <Unavailable {...props} retry={retry} />;
    }
    return part;
  };
  let current = fresh();
  function LazyPart(props: P) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const retry = useCallback(() => {
      current = fresh();
      rerender();
    }, []);
    const Part = current;
    return (
      <RetryContext.Provider value={retry}>
        <Part {...props} />
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
  return function Unavailable(props: P) {
    const closed = useRef(false);
    useEffect(() => {
      if (closed.current) return;
      closed.current = true;
      close(props);
    });
    return null;
  };
}
