/**
 * What <tessera-booking> hands every step (the API client, the settings, the route, the booking
 * store), by the web components community's context protocol: a step asks with a bubbling,
 * composed `context-request` event when it connects, the nearest element that provides the
 * context answers it and calls it again whenever the value changes. The part of @lit/context the
 * widget used (one kind of provider, one of consumer, always subscribed), in a few hundred bytes
 * of the first load: the library was 0.55 KB more of every booking.
 */
import type { ReactiveElement } from 'lit';
import { requestContext } from '../events.js';

/** A context: its key, typed with the value it carries. */
export type Context<T> = symbol & { readonly __context__?: T };

export const createContext = <T>(key: symbol) => key as Context<T>;

type Callback = (value: unknown, unsubscribe: () => void) => void;

/** The protocol's request, as @lit/context's ContextRequestEvent carries it. */
interface ContextRequest extends Event {
  context: unknown;
  contextTarget: Element;
  callback: Callback;
  subscribe?: boolean;
}

type Host = ReactiveElement & Record<PropertyKey, unknown>;

/**
 * Provides a property's value as `context` to every element below the host that asks; each is
 * given the new value when the property is set to another one.
 */
export function provide<T>({ context }: { context: Context<T> }) {
  return (proto: ReactiveElement, name: string) => {
    const watchers = Symbol();
    const value = Symbol();
    const own = Object.getOwnPropertyDescriptor(proto, name);
    (proto.constructor as typeof ReactiveElement).addInitializer((el) => {
      const host = el as Host;
      const subscribed = new Map<Callback, () => void>();
      host[watchers] = subscribed;
      host.addEventListener('context-request', (event) => {
        const request = event as ContextRequest;
        if (request.context !== context || request.contextTarget === host) return;
        event.stopPropagation();
        const unsubscribe = () => subscribed.delete(request.callback);
        if (request.subscribe) subscribed.set(request.callback, unsubscribe);
        request.callback(host[name], unsubscribe);
      });
    });
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get(this: Host) {
        return own?.get ? own.get.call(this) : this[value];
      },
      set(this: Host, next: unknown) {
        const before = this[name];
        if (own?.set) own.set.call(this, next);
        else this[value] = next;
        if (Object.is(before, next)) return;
        for (const [callback, unsubscribe] of (this[watchers] as Map<Callback, () => void>) ?? [])
          callback(next, unsubscribe);
      },
    });
  };
}

/**
 * Sets the property to the nearest provider's value of `context` while the element is connected,
 * and again each time that value changes.
 */
export function consume<T>({ context }: { context: Context<T> }) {
  return (proto: ReactiveElement, name: string) => {
    (proto.constructor as typeof ReactiveElement).addInitializer((el) => {
      const host = el as Host;
      let unsubscribe: (() => void) | undefined;
      host.addController({
        hostConnected() {
          requestContext(host, {
            context,
            subscribe: true,
            callback: (next, stop) => {
              if (unsubscribe !== stop) unsubscribe?.();
              unsubscribe = stop;
              host[name] = next;
            },
          });
        },
        hostDisconnected() {
          unsubscribe?.();
          unsubscribe = undefined;
        },
      });
    });
  };
}
