import { act, renderHook } from '@testing-library/react';
import { useThrottledCallback } from './use-throttled-callback';

describe('useThrottledCallback', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and collapses calls inside the window into one trailing call', () => {
    const callback = jest.fn();
    const { result } = renderHook(() => useThrottledCallback(callback, 200));
    act(() => result.current());
    expect(callback).toHaveBeenCalledTimes(1);
    act(() => {
      result.current();
      result.current();
      result.current();
    });
    expect(callback).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(199));
    expect(callback).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('does not call after unmount', () => {
    const callback = jest.fn();
    const { result, unmount } = renderHook(() => useThrottledCallback(callback, 200));
    act(() => {
      result.current();
      result.current();
    });
    unmount();
    act(() => jest.advanceTimersByTime(500));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
