import { API_BASE, api, type RequestOptions } from "./client";
import type { paths } from "./openapi.gen";

// Calls typed by the API's OpenAPI document. openapi.gen.ts is generated from the server's schemas
// (`npm run api:types`), so each call names a documented route and gets its request body, path and
// query parameters and its 200/201/202 JSON answer from there: a field renamed on the server breaks
// `npm run typecheck` here, not a traveller's screen. The calls still go through client.ts (time-out,
// errors, 401 handling).
//
//   typedApi.post("/auth/verify", { body: { phone, verificationId } })
//   typedApi.get("/itinerary/shared/{shareUrl}", { path: { shareUrl } })
//   typedApi.get("/places/autocomplete", { query: { input, sessionToken }, signal })

type Documented = keyof paths;
type WithoutBase<P> = P extends `${typeof API_BASE}${infer Path}` ? Path : never;
/** A documented route as the web names it: without the `/api` base that client.ts adds. */
export type ApiPath = WithoutBase<Documented>;

export type ApiMethod = "get" | "post" | "delete";

type Route<P extends ApiPath> = `${typeof API_BASE}${P}` extends Documented ? paths[`${typeof API_BASE}${P}`] : never;
/** The document's operation for this method on this route (never when the route has none). */
type Operation<M extends ApiMethod, P extends ApiPath> = NonNullable<Route<P>[M]>;

/** The routes that answer this method. */
export type PathWith<M extends ApiMethod> = { [P in ApiPath]: [Operation<M, P>] extends [never] ? never : P }[ApiPath];

type JsonContent<T> = T extends { content: { "application/json": infer Body } } ? Body : never;
type SuccessStatus = 200 | 201 | 202;
type Responses<Op> = Op extends { responses: infer R } ? R : never;
type ParametersOf<Op> = Op extends { parameters: infer Ps } ? Ps : never;
type RequestBody<Op> = Op extends { requestBody?: infer B } ? JsonContent<NonNullable<B>> : never;

/** The JSON body of a 200, 201 or 202 answer (a union when there are several). */
export type ApiAnswer<M extends ApiMethod, P extends PathWith<M>> = JsonContent<
  Responses<Operation<M, P>>[keyof Responses<Operation<M, P>> & SuccessStatus]
>;
/** The JSON request body; never when the route takes none. */
export type ApiBody<M extends ApiMethod, P extends PathWith<M>> = RequestBody<Operation<M, P>>;
type PathParams<Op> = ParametersOf<Op> extends { path: infer Ps } ? Ps : never;
type QueryParams<Op> = ParametersOf<Op> extends { query?: infer Q } ? NonNullable<Q> : never;

/** What the client only reads may be readonly (the shared contract's types are). */
type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

type Absent = undefined;
type CallInit<Op> = Omit<RequestOptions, "body"> &
  ([PathParams<Op>] extends [never] ? { path?: Absent } : { path: PathParams<Op> }) &
  ([QueryParams<Op>] extends [never] ? { query?: Absent } : { query?: QueryParams<Op> }) &
  ([RequestBody<Op>] extends [never] ? { body?: Absent } : { body: DeepReadonly<RequestBody<Op>> });

/** The call's options: required when the route has path parameters or a body. */
type InitArgs<Op> = object extends CallInit<Op> ? [init?: CallInit<Op>] : [init: CallInit<Op>];

type Init = Omit<RequestOptions, "body"> & {
  path?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
};

/** `/itinerary/{id}` with `{ id: "a b" }` is `/itinerary/a%20b`; the query keeps its order and skips undefined. */
function fill(pattern: string, init: Init): string {
  const path = pattern.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = init.path?.[name];
    if (value === undefined) throw new Error(`${pattern}: no value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(init.query ?? {})) if (value !== undefined) query.append(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const options = ({ signal, timeoutMs, fallbackMessage }: Init): Omit<RequestOptions, "body"> => ({
  ...(signal ? { signal } : {}),
  ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  ...(fallbackMessage !== undefined ? { fallbackMessage } : {})
});

const initOf = (args: readonly unknown[]): Init => (args[0] ?? {}) as Init;

export const typedApi = {
  get: <P extends PathWith<"get">>(path: P, ...args: InitArgs<Operation<"get", P>>): Promise<ApiAnswer<"get", P>> => {
    const init = initOf(args);
    return api.get(fill(path, init), options(init));
  },
  post: <P extends PathWith<"post">>(path: P, ...args: InitArgs<Operation<"post", P>>): Promise<ApiAnswer<"post", P>> => {
    const init = initOf(args);
    return api.post(fill(path, init), init.body, options(init));
  },
  delete: <P extends PathWith<"delete">>(path: P, ...args: InitArgs<Operation<"delete", P>>): Promise<ApiAnswer<"delete", P>> => {
    const init = initOf(args);
    return api.delete(fill(path, init), options(init));
  }
};

/** The full URL of a GET route, for callers that cannot use fetch (EventSource, links). */
export function apiUrl<P extends PathWith<"get">>(path: P, ...args: InitArgs<Operation<"get", P>>): string {
  return `${API_BASE}${fill(path, initOf(args))}`;
}

// Type-level checks of the web's own types against the document's.

type Primitive = string | number | boolean | bigint | symbol | null | undefined;
type AllKeys<T> = T extends unknown ? keyof T : never;
type ValueAt<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;

/** The fields `Own` names that `Api` does not have, as paths like `.user.name` or `.days[].title`. */
type UnknownFields<Api, Own, At extends string = ""> = Own extends Primitive
  ? never
  : Own extends readonly (infer E)[]
    ? UnknownFields<ElementOf<Api>, E, `${At}[]`>
    : {
        [K in keyof Own & string]-?: K extends AllKeys<Api>
          ? UnknownFields<ValueAt<Api, K>, NonNullable<Own[K]>, `${At}.${K}`>
          : `${At}.${K}`;
      }[keyof Own & string];

/** A branded primitive has keys its primitive lacks (Effect's brand symbol); a literal has none. */
type Unbranded<P, Base> = [Exclude<keyof P, keyof Base>] extends [never] ? P : Base;

/** `Own` without brands (`string & Brand<"ItineraryId">` is a string on the wire) and without readonly. */
export type Plain<Own> = Own extends Primitive
  ? Own extends string
    ? Unbranded<Own, string>
    : Own extends number
      ? Unbranded<Own, number>
      : Own
  : Own extends readonly (infer E)[]
    ? Plain<E>[]
    : { -readonly [K in keyof Own]: Plain<Own[K]> };

/**
 * True when the web's own type `Own` for an answer still matches the document's `Api`: every answer
 * is an `Own` (else the constraint on `Api` fails, naming the field) and `Own` names no field that
 * `Api` lacks (else a message naming it: an optional field renamed on the server).
 */
export type Fits<Api extends Plain<Own>, Own> = KnownFields<Api, Own>;

/** True when `Own` names no field that `Api` lacks (for request bodies: the server refuses unknown fields). */
export type KnownFields<Api, Own> = [UnknownFields<Api, Own>] extends [never]
  ? true
  : `the API has no field ${UnknownFields<Api, Own>}`;

/**
 * Reads an answer as the web's own type for it where the two differ in brands and readonly only (the
 * shared contract's types): `.then(readAs<Itinerary>())` compiles only when the answer is such an `Own`.
 */
export const readAs =
  <Own>() =>
  (answer: Plain<Own>): Own =>
    answer as Own;

/** `type _ = Expect<Fits<A, B>>` fails to compile unless the check holds. */
export type Expect<T extends true> = T;
