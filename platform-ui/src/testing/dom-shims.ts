// jsdom lacks what Radix's Popper and Embla measure with; tests that open a menu, popover, combobox
// or carousel import this first.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

const globals = globalThis as unknown as Record<string, unknown>;
if (!globals.ResizeObserver) globals.ResizeObserver = NoopObserver;
if (!globals.IntersectionObserver) globals.IntersectionObserver = NoopObserver;
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
if (!Element.prototype.releasePointerCapture) Element.prototype.releasePointerCapture = () => undefined;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

export {};
