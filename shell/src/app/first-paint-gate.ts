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
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    const open = () => {
      clearTimeout(timer);
      resolve();
    };
    // A frame, then a task: the paint that frame produced comes before the remotes' code.
    const afterPaint = () => requestAnimationFrame(() => setTimeout(open, 0));
    banner.then(
      (href) => (href ? void shown.then(afterPaint) : open()),
      () => open(),
    );
  });
}
