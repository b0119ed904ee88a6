/**
 * Request and response types of the client methods, read from the generated OpenAPI types
 * (schema.d.ts) so that v1/v2 differences follow the contract: `Versioned<'v1', '/attractions'>`
 * is the v1 path, and an ApiClient<'v1'> returns AttractionListV1 where ApiClient<'v2'> returns
 * AttractionListV2.
 */
import type { components, paths } from './schema.js';
import type { ApiVersion } from './endpoints.js';

export type Schemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'delete';

/** The path `/${V}${suffix}`, which must exist in the contract. */
export type Versioned<V extends ApiVersion, Suffix extends string> = `/${V}${Suffix}` & keyof paths;

export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** Union of the JSON bodies of every 2xx response; a 204 contributes `undefined`. */
export type ResponseOf<O> = O extends { responses: infer R }
  ? { [S in keyof R & SuccessStatus]: JsonContent<R[S]> }[keyof R & SuccessStatus]
  : never;

/**
 * `T` with the fields `K` made optional: the client fills language_code and currency from its
 * config, and the generator marks fields that have a default (language_code, to_basket) required.
 */
export type Defaulted<T, K extends PropertyKey> = T extends object
  ? Omit<T, K> & { [P in Extract<keyof T, K>]?: T[P] }
  : T;

/** Query or body fields the client fills from its config or the API defaults. */
export type ConfigDefaults = 'language_code' | 'currency' | 'to_basket';
