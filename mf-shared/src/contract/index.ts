// The API's contract as types, read from contract.gen.ts (made by `npm run contract` from the
// API's route schemas). Entity types are aliases of these, never restated, so a field renamed
// or dropped in a route schema fails the front end's type-check where the field is used.
import type { paths } from './contract.gen';

type WithoutPrefix<Path> = Path extends `/api/v1${infer Rest}` ? Rest : never;
/** A route of the API as the front end names it: the path after /api/v1, `{id}` for parameters. */
export type ApiPath = WithoutPrefix<keyof paths>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[`/api/v1${P}`][M]>;
type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body `method path` answers with `status` (200 unless named). */
export type ApiAnswer<P extends ApiPath, M extends Method = 'get', S extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? JsonOf<R[S]> : never) : never;

/** The `data` of an answer `{ data, … }`. */
export type ApiData<P extends ApiPath, M extends Method = 'get', S extends number = 200> =
  ApiAnswer<P, M, S> extends { data: infer D } ? D : never;

/** One item of a list answer `{ data: [...], meta }`. */
export type ApiItem<P extends ApiPath, M extends Method = 'get', S extends number = 200> =
  ApiData<P, M, S> extends (infer Item)[] ? Item : never;

/** The query a route takes. */
export type ApiQuery<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON body a route takes. */
export type ApiBody<P extends ApiPath, M extends Method = 'post'> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
