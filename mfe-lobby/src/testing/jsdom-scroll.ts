// jsdom implements neither layout nor window scrolling (window.scrollTo only logs "not implemented").
// The virtualised game grid scrolls the window, so tests get a window whose scroll position can be
// set with `window.scrollTo(...)` and which fires `scroll` (asynchronously) like a browser.
let currentX = 0;
let currentY = 0;
Object.defineProperty(window, 'scrollX', { configurable: true, get: () => currentX });
Object.defineProperty(window, 'scrollY', { configurable: true, get: () => currentY });
Object.defineProperty(window, 'pageXOffset', { configurable: true, get: () => currentX });
Object.defineProperty(window, 'pageYOffset', { configurable: true, get: () => currentY });

function scrollTo(xOrOptions?: number | ScrollToOptions, y?: number): void {
  const options = typeof xOrOptions === 'object' ? xOrOptions : { left: xOrOptions, top: y };
  const nextX = options.left ?? currentX;
  const nextY = options.top ?? currentY;
  if (nextX === currentX && nextY === currentY) return;
  currentX = nextX;
  currentY = nextY;
  // Browsers fire `scroll` asynchronously (on the next frame), never inside the caller.
  setTimeout(() => window.dispatchEvent(new Event('scroll')), 0);
}

window.scrollTo = scrollTo as typeof window.scrollTo;
window.scroll = scrollTo as typeof window.scroll;
window.scrollBy = ((xOrOptions?: number | ScrollToOptions, y?: number) => {
  const options = typeof xOrOptions === 'object' ? xOrOptions : { left: xOrOptions, top: y };
  scrollTo({ left: currentX + (options.left ?? 0), top: currentY + (options.top ?? 0) });
}) as typeof window.scrollBy;
export {};
