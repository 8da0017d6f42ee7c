import { DEVICE_ID_STORAGE_KEY, getLoginDeviceId } from './device-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('getLoginDeviceId', () => {
  beforeEach(() => localStorage.clear());

  it('creates a UUID once and persists it in localStorage', () => {
    const first = getLoginDeviceId();
    expect(first).toMatch(UUID);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(first);
    expect(getLoginDeviceId()).toBe(first);
  });

  it('reuses an id already stored by the shell', () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'existing-device');
    expect(getLoginDeviceId()).toBe('existing-device');
  });

  it('makes a v4 UUID without crypto.randomUUID (insecure contexts)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(getLoginDeviceId()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
