import { render, screen } from '@testing-library/react';
import { PromotionImage } from './promotion-image';

describe('PromotionImage', () => {
  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/art.png'])(
    'shows the placeholder, not an img, for an address that is not http(s) or this site (%s)',
    (src) => {
      const { container } = render(<PromotionImage src={src} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByTestId('promotion-image-fallback')).toBeInTheDocument();
    },
  );

  it('shows the art of an http(s) or site address', () => {
    const { container, rerender } = render(<PromotionImage src="https://cdn.example.com/welcome.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/welcome.png');
    rerender(<PromotionImage src="/assets-api/promotions/1.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/assets-api/promotions/1.png');
  });
});
