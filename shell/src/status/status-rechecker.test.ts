import { testSystem } from 'shared-contracts/testing';
import { createStatusRechecker } from './status-rechecker';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it('re-checks at most once per throttle period and hands over each fresh snapshot', async () => {
  let time = 1_000;
  const snapshot = testSystem();
  const load = jest.fn(async () => snapshot);
  const onSnapshot = jest.fn();
  const rechecker = createStatusRechecker({ load, onSnapshot, throttleMs: 60_000, now: () => time });

  rechecker.maybeRecheck();
  time += 59_999;
  rechecker.maybeRecheck();
  expect(load).not.toHaveBeenCalled();

  time += 1;
  rechecker.maybeRecheck();
  rechecker.maybeRecheck();
  expect(load).toHaveBeenCalledTimes(1);
  await flush();
  expect(onSnapshot).toHaveBeenCalledWith(snapshot);

  time += 30_000;
  rechecker.maybeRecheck();
  expect(load).toHaveBeenCalledTimes(1);
  time += 30_000;
  rechecker.maybeRecheck();
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps the last answer when a re-check fails', async () => {
  let time = 0;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const onSnapshot = jest.fn();
  const rechecker = createStatusRechecker({ load: () => Promise.reject(new Error('down')), onSnapshot, throttleMs: 10, now: () => time });
  time = 10;
  rechecker.maybeRecheck();
  await flush();
  expect(onSnapshot).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
