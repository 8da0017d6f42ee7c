import { createEventBus, type EventBus, type EventBusOptions } from './event-bus';
import { REPLAYABLE_EVENTS, type PlatformEvents } from './event-map';

/** The bus every app on the page shares. */
export type PlatformEventBus = EventBus<PlatformEvents>;

/** Creates the platform bus with the state-like events replayable. Only the host calls this. */
export function createPlatformEventBus(options: Omit<EventBusOptions<PlatformEvents>, 'replayable'> = {}): PlatformEventBus {
  return createEventBus<PlatformEvents>({ ...options, replayable: REPLAYABLE_EVENTS });
}
