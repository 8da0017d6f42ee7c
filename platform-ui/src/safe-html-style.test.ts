import fc from 'fast-check';
import { applySafeStyles, renameStyleAttributes, SAFE_STYLE_ATTRIBUTE, safeStyleDeclarations, safeStyleText } from './safe-html-style';

/** How a browser builds the markup (jsdom follows the HTML tokenizer), template contents included. */
function elements(html: string): Element[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const all: Element[] = [];
  const walk = (root: ParentNode) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element instanceof HTMLTemplateElement) walk(element.content);
    }
  };
  walk(doc);
  return all;
}

describe('the allow-listed inline styles of server HTML', () => {
  it('keeps colour, type and alignment declarations', () => {
    expect(safeStyleDeclarations('color: #c00; FONT-WEIGHT:bold;text-align : center; background-color: rgb(1, 2, 3)')).toEqual([
      ['color', '#c00'],
      ['font-weight', 'bold'],
      ['text-align', 'center'],
      ['background-color', 'rgb(1, 2, 3)'],
    ]);
    expect(safeStyleText('font-size: 1.2em; color: red; color: blue')).toBe('font-size: 1.2em; color: blue');
  });

  it('drops what positions, layers or loads, and every value it cannot vouch for', () => {
    for (const style of [
      'position: fixed',
      'z-index: 9999',
      'top: 0',
      'width: 100vw',
      'margin: -500px',
      'display: none',
      'background: url(https://x.test/a.png)',
      'background-color: url(javascript:alert(1))',
      'color: var(--color-primary)',
      'color: expression(alert(1))',
      'color: red !important',
      'color: "red"',
      'color: \\72 ed',
      'color: red /* x */',
      'color: image-set(a 1x)',
      'color:',
      'color',
      `color: ${'a'.repeat(80)}`,
    ]) {
      expect(safeStyleDeclarations(style)).toEqual([]);
    }
  });

  it('applies the kept declarations through CSSOM, never a parsed style attribute', () => {
    const root = document.createElement('div');
    root.innerHTML = `<p ${SAFE_STYLE_ATTRIBUTE}="color: red; position: fixed">x</p>`;
    applySafeStyles(root);
    const paragraph = root.querySelector('p') as HTMLElement;
    expect(paragraph.style.getPropertyValue('color')).toBe('red');
    expect(paragraph.style.getPropertyValue('position')).toBe('');
  });
});

describe('renameStyleAttributes (before the browser parses server HTML)', () => {
  it('renames style attributes and nothing else', () => {
    expect(renameStyleAttributes('<p style="color:red" title="style=x">In style: <b STYLE=bold>yes</b></p>')).toBe(
      `<p ${SAFE_STYLE_ATTRIBUTE}="color:red" title="style=x">In style: <b ${SAFE_STYLE_ATTRIBUTE}=bold>yes</b></p>`,
    );
    expect(renameStyleAttributes('<!-- <p style="x"> --><p>a style b</p>')).toBe('<!-- <p style="x"> --><p>a style b</p>');
    expect(renameStyleAttributes('<div/style="a"><i class=x style>')).toBe(
      `<div/${SAFE_STYLE_ATTRIBUTE}="a"><i class=x ${SAFE_STYLE_ATTRIBUTE}>`,
    );
  });

  it('reads raw-text elements as text, so a quote in them hides no style attribute after them', () => {
    const renamed = renameStyleAttributes('<textarea><b title="</textarea><div style="color:red">">x');
    expect(elements(renamed).filter((element) => element.hasAttribute('style'))).toEqual([]);
    expect(renamed).toContain(`<div ${SAFE_STYLE_ATTRIBUTE}="color:red">`);
  });

  const piece = fc.constantFrom(
    '<p',
    '<div',
    '<b',
    '<a',
    '<img',
    '<textarea>',
    '</textarea>',
    '<title>',
    '</title>',
    '<script>',
    '</script>',
    '<style>',
    '</style>',
    '<template>',
    '</template>',
    '<table><tr><td',
    '</p>',
    '</b',
    '<!--',
    '-->',
    '--!>',
    '<!-->',
    '<!doctype html>',
    '<?x ',
    '</ ',
    '<',
    '>',
    '/',
    '/>',
    ' ',
    '\n',
    '=',
    '"',
    "'",
    'style',
    'STYLE',
    'sTyle',
    ' style',
    ' style=',
    ' style="color:red"',
    " style='color:red'",
    ' style=color:red',
    ' style = "color:red"',
    '/style="color:red"',
    '"style="color:red"',
    ' title="',
    " title='",
    ' title=',
    ' class=x',
    'text',
  );
  const markup = fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join(''));

  it('leaves nothing a browser would parse as a style attribute (the parse DOMPurify does is CSP-clean)', () => {
    fc.assert(
      fc.property(markup, (html) => {
        expect(elements(renameStyleAttributes(html)).filter((element) => element.hasAttribute('style'))).toEqual([]);
      }),
      { numRuns: 800 },
    );
  });

  it('builds the same document but for the renamed attribute', () => {
    /** Each element as name and attributes, `style` spelt as the renamed attribute. */
    const shape = (html: string, rename: boolean) =>
      elements(html).map((element) => [
        element.tagName,
        Array.from(element.attributes)
          .map(({ name, value }) => `${rename && name === 'style' ? SAFE_STYLE_ATTRIBUTE : name}=${value}`)
          .sort(),
        element.childNodes.length,
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE || node.nodeType === Node.COMMENT_NODE)
          .map((node) => node.textContent),
      ]);
    fc.assert(
      fc.property(markup, (html) => {
        expect(shape(renameStyleAttributes(html), false)).toEqual(shape(html, true));
      }),
      { numRuns: 800 },
    );
  });
});
