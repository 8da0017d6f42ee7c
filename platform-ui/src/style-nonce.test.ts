import { applyStyleNonce, readStyleNonce } from './style-nonce';

const globals = globalThis as { __webpack_nonce__?: string };

function pageWithNonce(nonce: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (nonce !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'csp-nonce');
    meta.setAttribute('content', nonce);
    doc.head.append(meta);
  }
  return doc;
}

afterEach(() => {
  delete globals.__webpack_nonce__;
});

describe('the page style nonce', () => {
  it('is read from the csp-nonce meta element the edge writes', () => {
    expect(readStyleNonce(pageWithNonce('c2VjcmV0LW5vbmNlLTEyMw=='))).toBe('c2VjcmV0LW5vbmNlLTEyMw==');
    expect(readStyleNonce(pageWithNonce(''))).toBeUndefined();
    expect(readStyleNonce(pageWithNonce(null))).toBeUndefined();
  });

  it("becomes the bundle's __webpack_nonce__ (what get-nonce gives react-style-singleton's <style>)", () => {
    // Under webpack `typeof __webpack_nonce__` is "string"; here a global stands in for it.
    globals.__webpack_nonce__ = '';
    applyStyleNonce(pageWithNonce('bm9uY2U='));
    expect(globals.__webpack_nonce__).toBe('bm9uY2U=');
  });

  it('leaves the nonce alone when the page has none (dev server) and does nothing without webpack', () => {
    globals.__webpack_nonce__ = 'earlier';
    applyStyleNonce(pageWithNonce(null));
    expect(globals.__webpack_nonce__).toBe('earlier');
    delete globals.__webpack_nonce__;
    expect(() => applyStyleNonce(pageWithNonce('bm9uY2U='))).not.toThrow();
    expect('__webpack_nonce__' in globalThis).toBe(false);
  });
});
