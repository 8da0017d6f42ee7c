import { lazy, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a part a screen shows on demand (a dialog that answers a submit, a list that
 * opens): its code is its own chunk, fetched when the part is first shown. A chunk that cannot load
 * must not break the screen around it, as a thrown `React.lazy` would (the nearest error boundary
 * replaces the screen, and a form loses what was typed): the part renders `Unavailable` instead,
 * which should close or cancel what asked for it, and the next showing tries again. Wrap the part
 * in a `Suspense` (its fallback shows while the chunk loads).
 * @param name  what the part is, for the console
 * @param load  the part's component, from its chunk
 * @param Unavailable  rendered with the same props when the chunk could not load
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  Unavailable: ComponentType<P>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  /** What a showing whose chunk failed renders; when it goes, the next showing loads again. */
  function Failed(props: P) {
    useEffect(
      () => () => {
        current = fresh();
      },
      [],
    );
    return <Unavailable {...props} />;
  }
  // React.lazy keeps what it resolved for good: after a failure the next showing gets a fresh one.
  // Not at once: the showing that failed would then load again, and again, while the chunk stays away.
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        console.warn(`[platform-ui] ${name} could not load`, error);
        return { default: Failed };
      }
    });
  current = fresh();
  function LazyPart(props: P) {
    const Part = current;
    return <Part {...props} />;
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * The usual `Unavailable` of a {@link lazyPart}: renders nothing and calls `close` once with its
 * props (cancel the check, answer the dialog), so what asked for the part goes on without it.
 */
export function closeWhenUnavailable<P extends object>(close: (props: P) => void): ComponentType<P> {
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
