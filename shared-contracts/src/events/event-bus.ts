/** A listener for one event type. */
export type EventListener<P> = (payload: P) => void;

/** Options of {@link EventBus.on}. */
export interface ListenOptions {
  /** Call the listener at once with the last payload of this event, if the event is replayable. */
  replay?: boolean;
}

/**
 * A typed publish/subscribe channel. One instance is created by the host and handed to every
 * remote through the host API, so all apps on a page talk over the same bus.
 */
export interface EventBus<M extends object> {
  /** Deliver a payload to every listener of `type`. A listener that throws never stops the others. */
  emit<K extends keyof M>(type: K, payload: M[K]): void;
  /** Listen to `type`; returns the function that stops listening. */
  on<K extends keyof M>(type: K, listener: EventListener<M[K]>, options?: ListenOptions): () => void;
  /** Listen to the next `type` only. */
  once<K extends keyof M>(type: K, listener: EventListener<M[K]>): () => void;
  /** Last payload of a replayable event, if any was emitted. */
  last<K extends keyof M>(type: K): M[K] | undefined;
  /** Number of listeners of `type` (for diagnostics and tests). */
  listenerCount(type: keyof M): number;
}

/** Options of {@link createEventBus}. */
export interface EventBusOptions<M extends object> {
  /** Event types whose last payload is kept for late listeners that opt in with `replay`. */
  replayable?: readonly (keyof M)[];
  /** Called when a listener throws; defaults to console.error. */
  onListenerError?: (error: unknown, type: keyof M) => void;
}

/** Creates an {@link EventBus} over the event map `M`. */
export function createEventBus<M extends object>(options: EventBusOptions<M> = {}): EventBus<M> {
  const listeners = new Map<keyof M, Set<EventListener<never>>>();
  const lastPayloads = new Map<keyof M, unknown>();
  const replayable = new Set<keyof M>(options.replayable ?? []);
  const reportError =
    options.onListenerError ??
    ((error: unknown, type: keyof M) => {
      console.error(`[event-bus] a listener of "${String(type)}" threw`, error);
    });

  const safeCall = <P>(type: keyof M, listener: EventListener<P>, payload: P) => {
    try {
      listener(payload);
    } catch (error) {
      reportError(error, type);
    }
  };

  const bus: EventBus<M> = {
    emit(type, payload) {
      if (replayable.has(type)) lastPayloads.set(type, payload);
      const current = listeners.get(type);
      if (!current) return;
      // Copy: a listener may unsubscribe itself or others while we iterate.
      for (const listener of [...current]) safeCall(type, listener as EventListener<typeof payload>, payload);
    },
    on(type, listener, listenOptions) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as EventListener<never>);
      if (listenOptions?.replay && replayable.has(type) && lastPayloads.has(type)) {
        safeCall(type, listener, lastPayloads.get(type) as M[typeof type]);
      }
      return () => {
        set.delete(listener as EventListener<never>);
      };
    },
    once(type, listener) {
      const off = bus.on(type, (payload) => {
        off();
        listener(payload);
      });
      return off;
    },
    last(type) {
      return lastPayloads.get(type) as M[typeof type] | undefined;
    },
    listenerCount(type) {
      return listeners.get(type)?.size ?? 0;
    },
  };
  return bus;
}
