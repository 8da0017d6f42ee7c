import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, permissionSchema } from 'shared-contracts';
import { createFakeHost, createStubApi } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { useUiStore } from '../stores/ui-store';
import { StatusPage } from './status-page';

beforeEach(() => useUiStore.getState().reset());

const permission = (maintenance: boolean, regionRestriction: boolean) =>
  permissionSchema.parse({ maintenance, regionRestriction, location: { ip: '203.0.113.9', country: 'SG' }, info: {} });

it('shows the maintenance page, which wins over the restriction', () => {
  renderWithHost(<StatusPage permission={permission(true, true)} />, createFakeHost());
  expect(screen.getByRole('heading', { name: 'System Maintenance / RESTRICTION OF VISIT' })).toBeInTheDocument();
  expect(screen.queryByText('203.0.113.9')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  expect(document.title).toBe('System Maintenance / RESTRICTION OF VISIT');
});

it('shows the IP restriction page with the visitor IP and country', () => {
  renderWithHost(<StatusPage permission={permission(false, true)} />, createFakeHost());
  expect(screen.getByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
  expect(screen.getByText(/not allowed to access this site due to your location or IP/)).toBeInTheDocument();
  expect(screen.getByTestId('status-ip')).toHaveTextContent('203.0.113.9');
  expect(screen.getByTestId('status-country')).toHaveTextContent('SG');
});

it('Contact Us opens the customer-service window synchronously and asks for the service info', async () => {
  const api = createStubApi({ [endpoints.systemStatus.id]: () => permission(true, false) });
  const popup = { opener: null, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  renderWithHost(<StatusPage permission={permission(true, false)} />, createFakeHost({ api }));
  await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
  expect(open).toHaveBeenCalledWith('', '_blank', 'width=440,height=750');
  expect(api.calls.map((call) => call.endpointId)).toContain(endpoints.systemStatus.id);
  // No service entry: the window is closed again, and the visitor is told.
  expect(await screen.findByText('This could not be opened. Check your connection and try again.')).toBeInTheDocument();
  expect(popup.close).toHaveBeenCalled();
  open.mockRestore();
});

it('says so when the browser blocks the customer-service window', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  renderWithHost(<StatusPage permission={permission(true, false)} />, createFakeHost());
  await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
  expect(await screen.findByText('The pop-up was blocked by your browser.')).toBeInTheDocument();
  open.mockRestore();
});
