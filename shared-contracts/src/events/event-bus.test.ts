import { createEventBus } from './event-bus';
import { createPlatformEventBus } from './platform-bus';

interface TestEvents {
  'a:happened': { n: number };
  'state:changed': { value: string };
}

describe('createEventBus', () => {
  it('delivers payloads to every listener of the type, and only of that type', () => {
    const bus = createEventBus<TestEvents>();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    bus.on('a:happened', first);
    bus.on('a:happened', second);
    bus.on('state:changed', other);
    bus.emit('a:happened', { n: 1 });
    expect(first).toHaveBeenCalledWith({ n: 1 });
    expect(second).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('on returns an unsubscribe that stops delivery', () => {
    const bus = createEventBus<TestEvents>();
    const listener = jest.fn();
    const off = bus.on('a:happened', listener);
    off();
    bus.emit('a:happened', { n: 2 });
    expect(listener).not.toHaveBeenCalled();
    expect(bus.listenerCount('a:happened')).toBe(0);
  });

  it('a throwing listener does not stop the others and is reported', () => {
    const errors: unknown[] = [];
    const bus = createEventBus<TestEvents>({ onListenerError: (e) => errors.push(e) });
    const after = jest.fn();
    bus.on('a:happened', () => {
      throw new Error('boom');
    });
    bus.on('a:happened', after);
    bus.emit('a:happened', { n: 3 });
    expect(after).toHaveBeenCalledWith({ n: 3 });
    expect(errors).toHaveLength(1);
  });

  it('replays the last payload of a replayable event only to listeners that opt in', () => {
    const bus = createEventBus<TestEvents>({ replayable: ['state:changed'] });
    bus.emit('state:changed', { value: 'one' });
    bus.emit('state:changed', { value: 'two' });
    const optedIn = jest.fn();
    const plain = jest.fn();
    bus.on('state:changed', optedIn, { replay: true });
    bus.on('state:changed', plain);
    expect(optedIn).toHaveBeenCalledTimes(1);
    expect(optedIn).toHaveBeenCalledWith({ value: 'two' });
    expect(plain).not.toHaveBeenCalled();
    expect(bus.last('state:changed')).toEqual({ value: 'two' });
  });

  it('does not replay events that are not replayable', () => {
    const bus = createEventBus<TestEvents>({ replayable: ['state:changed'] });
    bus.emit('a:happened', { n: 1 });
    const listener = jest.fn();
    bus.on('a:happened', listener, { replay: true });
    expect(listener).not.toHaveBeenCalled();
    expect(bus.last('a:happened')).toBeUndefined();
  });

  it('once listens to the next event only', () => {
    const bus = createEventBus<TestEvents>();
    const listener = jest.fn();
    bus.once('a:happened', listener);
    bus.emit('a:happened', { n: 1 });
    bus.emit('a:happened', { n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a listener that unsubscribes another during emit does not break iteration', () => {
    const bus = createEventBus<TestEvents>();
    const second = jest.fn();
    let offSecond = () => {};
    bus.on('a:happened', () => offSecond());
    offSecond = bus.on('a:happened', second);
    bus.emit('a:happened', { n: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    bus.emit('a:happened', { n: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('createPlatformEventBus', () => {
  it('replays the language to late listeners', () => {
    const bus = createPlatformEventBus();
    bus.emit('i18n:language-changed', { language: 'EN' });
    const listener = jest.fn();
    bus.on('i18n:language-changed', listener, { replay: true });
    expect(listener).toHaveBeenCalledWith({ language: 'EN' });
  });
});
