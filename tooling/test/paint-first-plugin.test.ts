/** @jest-environment jsdom */
import { BOOT_FILE, BOOT_SOURCE, MAIN_ATTRIBUTE, paintFirstTags } from '../webpack/paint-first-plugin.cjs';

const script = (src: string) => ({ tagName: 'script', voidTag: false, attributes: { defer: true, src } });

describe('paintFirstTags (the host page preloads its scripts and starts them after the first paint)', () => {
  it('turns each script into a high-priority preload and adds the deferred boot script that names them in order', () => {
    const tags = paintFirstTags([script('/runtime.1a2b3c4d.js'), script('/main.5f9d8415.js')], '/');
    expect(tags.map((tag) => [tag.tagName, tag.attributes])).toEqual([
      ['link', { rel: 'preload', as: 'script', href: '/runtime.1a2b3c4d.js', fetchpriority: 'high' }],
      ['link', { rel: 'preload', as: 'script', href: '/main.5f9d8415.js', fetchpriority: 'high' }],
      ['script', { defer: true, src: `/${BOOT_FILE}`, fetchpriority: 'high', [MAIN_ATTRIBUTE]: '/runtime.1a2b3c4d.js /main.5f9d8415.js' }],
    ]);
    // A hashed name, which the edge and nginx cache for good like the other assets.
    expect(BOOT_FILE).toMatch(/^boot\.[0-9a-f]{8}\.js$/);
  });

  it('leaves a page without scripts as it is', () => {
    const inline = { tagName: 'script', voidTag: false, attributes: { type: 'application/json' } };
    expect(paintFirstTags([inline], '/')).toEqual([inline]);
  });
});

describe('the boot script', () => {
  /** Runs the boot script as the page would: as the current script, its tag naming the scripts. */
  function boot(sources: string) {
    const tag = document.createElement('script');
    tag.setAttribute(MAIN_ATTRIBUTE, sources);
    document.head.append(tag);
    Object.defineProperty(document, 'currentScript', { configurable: true, value: tag });
    try {
      new Function(BOOT_SOURCE)();
    } finally {
      Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
    }
  }
  const started = () => [...document.head.querySelectorAll('script[src]')].map((tag) => tag.getAttribute('src'));

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('starts the scripts, in order and at high priority, in a task after the first frame', () => {
    const rendering = jest.spyOn(window, 'requestAnimationFrame');
    boot('/runtime.js /main.js');
    expect(started()).toEqual([]);
    // The first frame's callbacks run before its rendering: nothing starts there.
    const [frameCallback] = rendering.mock.calls[0] ?? [];
    rendering.mockRestore();
    frameCallback?.(performance.now());
    expect(started()).toEqual([]);
    // The task it queued runs once that frame has been rendered.
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(['/runtime.js', '/main.js']);
    const tags = [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
    expect(tags.map((tag) => [tag.async, tag.getAttribute('fetchpriority')])).toEqual([
      [false, 'high'],
      [false, 'high'],
    ]);
    // Once only, whatever fires later.
    jest.advanceTimersByTime(5000);
    expect(started()).toHaveLength(2);
  });

  it('starts at once in a hidden page (a background tab has no frames), and after a second when frames stall', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    boot('/main.js');
    expect(started()).toEqual(['/main.js']);

    document.head.innerHTML = '';
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    boot('/main.js');
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.js']);
    raf.mockRestore();
  });
});
