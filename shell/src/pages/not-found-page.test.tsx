import { screen } from '@testing-library/react';
import { createFakeHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { NotFoundPage } from './not-found-page';

it('shows a translated not-found page with a link home and sets the title', () => {
  renderWithHost(<NotFoundPage />, createFakeHost());
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found | Test Brand');
});
