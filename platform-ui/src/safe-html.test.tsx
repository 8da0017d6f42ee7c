import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders the sanitized HTML in the chosen element', () => {
    const { container } = render(
      <SafeHtml
        as="article"
        html={'<h4>Terms</h4><p onclick="x()">Read <a href="javascript:alert(1)">me</a></p><script>window.hacked = true</script>'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(container.querySelector('article')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('me')).not.toHaveAttribute('href');
  });

  it('applies the allow-listed inline styles through CSSOM and drops the rest', () => {
    const { container } = render(
      <SafeHtml html={'<p style="color: rgb(200, 0, 0); text-align: center; position: fixed; background: url(x.png)">Big win</p>'} />,
    );
    const paragraph = screen.getByText('Big win');
    expect(paragraph.style.getPropertyValue('color')).toBe('rgb(200, 0, 0)');
    expect(paragraph.style.getPropertyValue('text-align')).toBe('center');
    expect(paragraph.style.getPropertyValue('position')).toBe('');
    expect(paragraph.style.getPropertyValue('background-image')).toBe('');
    expect(container.innerHTML).not.toContain('fixed');
  });

  it('restyles new HTML when it changes', () => {
    const { rerender } = render(<SafeHtml html={'<p style="color: red">One</p>'} />);
    expect(screen.getByText('One').style.getPropertyValue('color')).toBe('red');
    rerender(<SafeHtml html={'<p style="font-weight: bold">Two</p>'} />);
    expect(screen.getByText('Two').style.getPropertyValue('font-weight')).toBe('bold');
    expect(screen.getByText('Two').style.getPropertyValue('color')).toBe('');
  });

  it('renders nothing for no HTML', () => {
    const { container } = render(<SafeHtml html={undefined} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});
