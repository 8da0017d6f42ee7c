import { desEncryptBase64 } from 'shared-contracts/crypto';
import { customerServiceAddress, openCustomerService } from './open-customer-service';

const KEY = 'Ab3dEf7h';
const entry = (csType: 'VIP' | 'LIVECHAT', address: string, type = 3) => ({
  type,
  csType,
  path: `${desEncryptBase64(address, KEY)}${KEY}`,
});
const ENTRIES = [
  entry('LIVECHAT', 'https://chat.example.com/live'),
  entry('VIP', 'https://chat.example.com/vip'),
  entry('LIVECHAT', 'https://wrong.example.com/', 1),
];

function fakeWindow() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: jest.fn() };
}

describe('customerServiceAddress', () => {
  it('takes the type-3 live-chat entry for guests and levels up to 4', async () => {
    await expect(customerServiceAddress(ENTRIES, null)).resolves.toBe('https://chat.example.com/live');
    await expect(customerServiceAddress(ENTRIES, 4)).resolves.toBe('https://chat.example.com/live');
  });
  it('takes the VIP entry above level 4', async () => {
    await expect(customerServiceAddress(ENTRIES, 5)).resolves.toBe('https://chat.example.com/vip');
  });
  it('refuses anything but http(s) and missing entries', async () => {
    await expect(customerServiceAddress([entry('LIVECHAT', 'javascript:alert(1)')], 1)).resolves.toBeNull();
    await expect(customerServiceAddress([entry('LIVECHAT', 'not a url')], 1)).resolves.toBeNull();
    await expect(customerServiceAddress([entry('VIP', 'https://chat.example.com/vip')], 1)).resolves.toBeNull();
  });
  it('rejects an entry that does not decrypt', async () => {
    await expect(customerServiceAddress([{ ...entry('LIVECHAT', 'https://x.example'), path: 'short' }], 1)).rejects.toThrow();
  });
});

describe('openCustomerService', () => {
  it('opens a blank 440×750 window at once, then sends it to the decrypted address', async () => {
    const popup = fakeWindow();
    const openWindow = jest.fn(() => popup as unknown as Window);
    let resolve!: (value: typeof ENTRIES) => void;
    const promise = openCustomerService({ loadServiceInfo: () => new Promise((r) => (resolve = r)), rankLevel: 6, openWindow });
    // Synchronously, before the service info arrives.
    expect(openWindow).toHaveBeenCalledWith('', '_blank', 'width=440,height=750');
    resolve(ENTRIES);
    await expect(promise).resolves.toBe('opened');
    expect(popup.location.href).toBe('https://chat.example.com/vip');
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the window when the info fails to load or gives no usable address, and says it was unavailable', async () => {
    const failing = fakeWindow();
    await expect(
      openCustomerService({
        loadServiceInfo: () => Promise.reject(new Error('down')),
        rankLevel: 1,
        openWindow: () => failing as unknown as Window,
      }),
    ).resolves.toBe('unavailable');
    expect(failing.close).toHaveBeenCalled();

    const unsafe = fakeWindow();
    await expect(
      openCustomerService({
        loadServiceInfo: async () => [entry('LIVECHAT', 'data:text/html,hi')],
        rankLevel: 1,
        openWindow: () => unsafe as unknown as Window,
      }),
    ).resolves.toBe('unavailable');
    expect(unsafe.close).toHaveBeenCalled();
    expect(unsafe.location.href).toBe('about:blank');
  });

  it('says the browser blocked the window, and asks for nothing', async () => {
    const loadServiceInfo = jest.fn(async () => ENTRIES);
    await expect(openCustomerService({ loadServiceInfo, rankLevel: 1, openWindow: () => null })).resolves.toBe('blocked');
    expect(loadServiceInfo).not.toHaveBeenCalled();
  });
});
