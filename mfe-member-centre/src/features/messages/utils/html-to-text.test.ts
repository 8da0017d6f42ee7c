import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps the text and the line structure, drops every tag and script', () => {
    expect(htmlToText('<p>Hello <b>you</b></p><p>Line<br>two</p><script>alert(1)</script><img src=x onerror=alert(1)>')).toBe('Hello you\nLine\ntwo');
  });
});
