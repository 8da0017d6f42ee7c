import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, endpoints, isIdempotencyKey, type ApiClient, type CallOptions } from 'shared-contracts';
import { HostProvider } from 'shared-contracts/react';
import { TEST_MEMBER, createFakeHost, createStubApi, type StubHandler } from 'shared-contracts/testing';
import { useAnnounceBalance, useMoneyAction } from './money-action';

const transfer = { body: { toAccount: 'downline1', amount: 10 } };
const answer = { transferId: 1, amount: 10, balance: 90, toAccount: 'downline1' };

function setUp(handlers: Record<string, StubHandler>, { member = TEST_MEMBER }: { member?: typeof TEST_MEMBER | null } = {}) {
  const api = createStubApi({ 'wallet.balance': () => ({ sumBalance: 90, currencySymbol: '€', balance: [] }), ...handlers });
  const host = createFakeHost({ member, api, language: 'EN' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const events: { name: string; payload: unknown }[] = [];
  host.bus.on('wallet:refresh-requested', (payload) => events.push({ name: 'wallet:refresh-requested', payload }));
  host.bus.on('wallet:balance-changed', (payload) => events.push({ name: 'wallet:balance-changed', payload }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </HostProvider>
  );
  return { host, queryClient, events, wrapper };
}

/** A transfer handler that records each call's key and fails the first `failures` calls. */
function recordingTransfer(failures = 0) {
  const keys: string[] = [];
  const handler: StubHandler = (_input, options?: CallOptions) => {
    keys.push(String(options?.idempotencyKey));
    if (keys.length <= failures) throw new ApiError({ kind: 'timeout', endpointId: 'wallet.transfer' });
    return answer;
  };
  return { keys, handler };
}

describe('useMoneyAction', () => {
  it('sends one call under a double click and announces the new balance after it', async () => {
    const { keys, handler } = recordingTransfer();
    const { events, wrapper } = setUp({ 'wallet.transfer': handler });
    const { result } = renderHook(() => useMoneyAction(endpoints.walletTransfer, { reason: 'transfer' }), { wrapper });
    act(() => {
      result.current.run(transfer);
      result.current.run(transfer);
    });
    await waitFor(() => expect(events).toHaveLength(2));
    expect(keys).toHaveLength(1);
    expect(isIdempotencyKey(keys[0])).toBe(true);
    expect(events).toEqual([
      { name: 'wallet:refresh-requested', payload: { reason: 'transfer' } },
      { name: 'wallet:balance-changed', payload: { sumBalance: 90, currencySymbol: '€' } },
    ]);
  });

  it('retries a failed intent with the same key, takes a new one for changed values and after success', async () => {
    const { keys, handler } = recordingTransfer(2);
    const onError = jest.fn();
    const onSuccess = jest.fn();
    const { wrapper } = setUp({ 'wallet.transfer': handler });
    const { result } = renderHook(() => useMoneyAction(endpoints.walletTransfer, { reason: 'transfer', onError, onSuccess }), { wrapper });
    act(() => result.current.run(transfer));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    act(() => result.current.run(transfer));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(keys[1]).toBe(keys[0]);
    const changed = { body: { toAccount: 'downline1', amount: 20 } };
    act(() => result.current.run(changed));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(answer, changed));
    expect(keys[2]).not.toBe(keys[1]);
    act(() => result.current.run(changed));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('announces nothing after a refusal', async () => {
    const { handler } = recordingTransfer(1);
    const onError = jest.fn();
    const { events, wrapper } = setUp({ 'wallet.transfer': handler });
    const { result } = renderHook(() => useMoneyAction(endpoints.walletTransfer, { reason: 'transfer', onError }), { wrapper });
    act(() => result.current.run(transfer));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(events).toEqual([]);
  });
});

describe('useAnnounceBalance', () => {
  const balanceQuery = (api: ApiClient, account: string) =>
    queryOptions({ queryKey: ['test', 'wallet', account], queryFn: () => api.call(endpoints.walletBalance) });

  it('reads the balance through the remote query, which then holds the new balance', async () => {
    const { events, queryClient, wrapper } = setUp({});
    queryClient.setQueryData(['test', 'wallet', TEST_MEMBER.account], { sumBalance: 1, balance: [] });
    const { result } = renderHook(() => useAnnounceBalance({ balanceQuery }), { wrapper });
    await act(() => result.current('deposit'));
    expect(queryClient.getQueryData(['test', 'wallet', TEST_MEMBER.account])).toMatchObject({ sumBalance: 90 });
    expect(events.at(-1)).toEqual({ name: 'wallet:balance-changed', payload: { sumBalance: 90, currencySymbol: '€' } });
  });

  it("falls back to the member's currency symbol when the wallet names none", async () => {
    const { events, wrapper } = setUp({ 'wallet.balance': () => ({ sumBalance: 5, balance: [] }) });
    const { result } = renderHook(() => useAnnounceBalance(), { wrapper });
    await act(() => result.current('claim'));
    expect(events.at(-1)).toEqual({
      name: 'wallet:balance-changed',
      payload: { sumBalance: 5, currencySymbol: TEST_MEMBER.currencySymbol },
    });
  });

  it('only asks the header when the wallet cannot be read', async () => {
    const { events, wrapper } = setUp({
      'wallet.balance': () => {
        throw new ApiError({ kind: 'network', endpointId: 'wallet.balance' });
      },
    });
    const { result } = renderHook(() => useAnnounceBalance(), { wrapper });
    await act(() => result.current('claim'));
    expect(events).toEqual([{ name: 'wallet:refresh-requested', payload: { reason: 'claim' } }]);
  });

  it('with a remote query and nobody signed in, only asks the header', async () => {
    const { events, wrapper } = setUp({}, { member: null });
    const { result } = renderHook(() => useAnnounceBalance({ balanceQuery }), { wrapper });
    await act(() => result.current('deposit'));
    expect(events).toEqual([{ name: 'wallet:refresh-requested', payload: { reason: 'deposit' } }]);
  });
});
