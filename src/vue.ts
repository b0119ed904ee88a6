/**
 * Types for Vue 3 templates (`import type {} from '@tessera-booking/widget/vue'` once in the app):
 * <tessera-booking> in `GlobalComponents`, with its attributes, its object properties and its
 * public events (`@tessera-purchase="(e) => e.detail..."`). Vue itself must be told the tag is a
 * custom element (`compilerOptions.isCustomElement`).
 */
import type { DefineComponent } from 'vue';
import type { PublicEventName } from './events.js';
import type {
  TesseraBookingAttributes,
  TesseraBookingProperties,
  TesseraEventHandler,
} from './element-types.js';

type Camel<S extends string> = S extends `${infer H}-${infer T}`
  ? `${H}${Capitalize<Camel<T>>}`
  : S;

/** The attributes as Vue's type checker names them (`api-base` -> `apiBase`). */
type CamelAttributes = {
  [K in keyof TesseraBookingAttributes as Camel<K>]: TesseraBookingAttributes[K];
};

/** `@tessera-purchase` is the prop `onTesseraPurchase` to Vue's type checker. */
export type TesseraBookingVueEvents = {
  [K in PublicEventName as `on${Capitalize<Camel<K>>}`]?: TesseraEventHandler<K>;
};

export type TesseraBookingVueProps = CamelAttributes &
  TesseraBookingProperties &
  TesseraBookingVueEvents;

declare module 'vue' {
  interface GlobalComponents {
    'tessera-booking': DefineComponent<TesseraBookingVueProps>;
  }
}
