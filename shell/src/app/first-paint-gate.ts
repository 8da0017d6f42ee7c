import { useEffect, useState } from 'react';

/** The longest the first screen's remotes wait for the page's first banner: a slow image never holds the games. */
export const FIRST_BANNER_WAIT_MS = 1500;

let markShown: () => void = () => undefined;
const firstBannerShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by the first banner's image once it has loaded (or failed): the page's largest paint is there. */
export function markFirstBannerShown(): void {
  markShown();
}

/**
 * Settles once the page's first banner (its largest paint) is on screen and the browser has had a
 * frame to paint it; at once for a page that shows none (`banner` resolves to null); after `maxMs`
 * at the latest. The first screen's remotes run their code after it (`holdRemotesUntil`): their
 * files still download beside the shell's (the edge's preloads), but their code no longer competes
 * with the banner for the main thread (issue 19: on /, /rng and /register Lighthouse's LCP was the
 * banner, painted after the lobby's or the register form's code had run).
 */
export function afterFirstBanner(
  banner: Promise<string | null>,
  maxMs: number = FIRST_BANNER_WAIT_MS,
  shown: Promise<void> = firstBannerShown,
): Promise<void> {
  // Its limit counts from now, not from the notices' answer.
  const painted = afterFirstBannerPainted(maxMs, shown);
  return banner.then(
    (href) => (href ? painted : undefined),
    () => undefined,
  );
}

/**
 * Settles once the page's first banner is on screen and the browser has had a frame to paint it, or
 * after `maxMs`: for a part the first screen does not show at once, the first-visit notice (the
 * kit's Dialog and the sanitizer with it, 28 KiB gzip), so that its downloads do not share the line
 * with the banner's (issue 41: Lighthouse's simulated slow 4G replays every request started before
 * the largest paint it saw). The carousel's code does not wait: held back the same way, the home
 * page's banner painted 300–600 ms later at 4× CPU (1.6–2.6 s against 1.5–1.7 s, measured in
 * Chromium). A page without a banner waits `maxMs`.
 */
export function afterFirstBannerPainted(maxMs: number = FIRST_BANNER_WAIT_MS, shown: Promise<void> = firstBannerShown): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    const open = () => {
      clearTimeout(timer);
      resolve();
    };
    // A frame, then a task: the paint that frame produced comes first.
    void shown.then(() => requestAnimationFrame(() => setTimeout(open, 0)));
  });
}

/** False until {@link afterFirstBannerPainted} settles (once per mounted component). */
export function useAfterFirstBannerPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstBannerPainted().then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
