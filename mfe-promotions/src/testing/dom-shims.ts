// jsdom lacks what the kit's carousel (Embla) measures with; the slider's tests import this first.
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
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export {};
