import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['HTTP://Example.com', 'http://example.com/'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['/promotions?id=2#terms', '/promotions?id=2#terms'],
    ['/assets-api/avatar/3.svg', '/assets-api/avatar/3.svg'],
    ['icons/pg.png', 'icons/pg.png'],
    ['?page=2', '?page=2'],
    ['/a\tb', '/ab'],
  ])('lets %j through as %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    '/\t/evil.example',
    'https://',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://a.example']]) expect(safeUrl(value)).toBeUndefined();
  });

  it('takes its schemes, site paths and inline images from the caller', () => {
    expect(safeUrl('http://example.com', { schemes: ['https:'] })).toBeUndefined();
    expect(safeUrl('tel:+84123', { schemes: ['tel:'] })).toBe('tel:+84123');
    expect(safeUrl('/home', { allowSitePath: false })).toBeUndefined();
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeUrl(png)).toBeUndefined();
    expect(safeUrl(png, { allowImageData: true })).toBe(png);
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=', { allowImageData: true })).toBeUndefined();
    // data: is never an allowed scheme on its own: only the inline raster images above.
    expect(safeUrl('data:text/html,hi', { schemes: ['data:'] })).toBeUndefined();
  });

  it('never lets a scheme other than http(s) through, nor a path to another site, whatever is put around it', () => {
    const prefixes = [
      '',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '/',
      '//',
      '\\',
      '/\\',
      '/\t/',
      'java',
      'JAVA\tSCRIPT',
      'data',
      'http',
      'https',
      './',
      '../',
      '?',
      '#',
    ];
    const middles = [':', '://', ':/', ':\\\\', 'script:', 'script:alert(1)//', '', 'evil.example', '@evil.example', '%2F%2Fevil.example'];
    const suffixes = ['', 'alert(1)', '/x', 'evil.example/x', ' ', '\n'];
    for (const prefix of prefixes)
      for (const middle of middles)
        for (const suffix of suffixes) {
          const result = safeUrl(`${prefix}${middle}${suffix}`);
          if (result === undefined) continue;
          const resolved = new URL(result, 'https://site.example/page/');
          expect(['https:', 'http:']).toContain(resolved.protocol);
          if (!/^https?:/i.test(result)) expect(resolved.origin).toBe('https://site.example');
        }
  });
});
