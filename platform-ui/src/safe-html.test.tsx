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

  it('renders nothing for no HTML', () => {
    const { container } = render(<SafeHtml html={undefined} />);
    expect(container.firstChild).toBeEmptyDOMElement();
  });
});
