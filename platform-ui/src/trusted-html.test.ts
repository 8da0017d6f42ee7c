import type * as TrustedHtmlModule from './trusted-html';
/** Stands in for a TrustedHTML: the policy that made it, and the markup it stringifies to. */
class FakeTrusted {
  constructor(
    readonly policy: string,
    readonly html: string,
  ) {}
  toString(): string {
    return this.html;
  }
}

describe('sanitizedHtml (issue 49.7)', () => {
  afterEach(() => {
    delete (window as { trustedTypes?: unknown }).trustedTypes;
  });

  it('makes the HTML through the wl-sanitized-html policy, whose only rule is the sanitizer', () => {
    const names: string[] = [];
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createHTML(input: string): string }) => {
        names.push(name);
        return { createHTML: (input: string) => new FakeTrusted(name, rules.createHTML(input)) };
      },
    };
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { sanitizedHtml } = require('./trusted-html') as typeof TrustedHtmlModule;
      const made = sanitizedHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') as unknown as FakeTrusted;
      expect(made).toBeInstanceOf(FakeTrusted);
      expect(made.policy).toBe('wl-sanitized-html');
      expect(String(made)).toBe('<p>Hi</p>');
      // DOMPurify parses through a policy of its own (the page allows `dompurify` too).
      expect(names).toContain('wl-sanitized-html');
    });
  });

  it('gives the sanitized string where the browser has no Trusted Types', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { sanitizedHtml } = require('./trusted-html') as typeof TrustedHtmlModule;
      expect(sanitizedHtml('<img src=x onerror="alert(1)">')).toBe('<img src="x">');
    });
  });
});
