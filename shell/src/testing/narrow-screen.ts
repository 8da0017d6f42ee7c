/**
 * Makes `window.matchMedia` answer as a screen below 1024 px (`isNarrow`) or from 1024 px would,
 * for the shell's NARROW_QUERY; the caller restores the original after its test.
 */
export function setNarrowScreen(isNarrow: boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: isNarrow && query.includes('max-width: 1023'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
