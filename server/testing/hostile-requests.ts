import { fc } from '@fast-check/vitest';
import { isCleanText } from '../../src/domain/text';
import type { RouteUnderTest } from './hostile-routes';
import { hostileString, hostileValue, headerValue, pathSegment, percentEncode, queryString, urlValue } from './hostile';
import { multipartArbitrary, type MultipartSample } from './hostile-multipart';

/** One request as a hostile client sends it. */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Why the API must refuse it (a field of the wrong type, text it never accepts), when it must. */
  mustRefuse?: string;
}

/** A valid request of a route, to be sent as is or with one part gone bad; ids and tokens come from the fixtures. */
export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  form?: Record<string, string>;
  /** A route that takes files: its multipart body, sent sometimes as the only kind of body. */
  multipart?: MultipartSample;
}

/** Who asks: a guest, the signed-in reader, or someone with a token that is not one. */
export interface Callers {
  readerToken: string;
  /** A token of ours whose expiry has passed by the API clock, and one signed with another key. */
  otherTokens: string[];
  /** Cookies a browser of the site holds (Auth.js's csrf cookie), sent sometimes. */
  cookies: string[];
}

/** Auth.js actions, as the session client and a browser reach them. */
const AUTH_ACTIONS = [
  'session',
  'csrf',
  'providers',
  'signin',
  'signin/credentials',
  'callback/credentials',
  'signout',
];
const ANY_METHOD = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** Every query key the API reads somewhere. */
const QUERY_KEYS = [
  'q',
  'cursor',
  'size',
  'list',
  'sort',
  'contentId',
  'episodeIds',
  'kind',
  'callbackUrl',
  'error',
  'url',
  'w',
  'page',
  'expires',
  'signature',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/xml',
  'junk',
];

function pathArbitrary(route: RouteUnderTest, sample: Sample): fc.Arbitrary<string> {
  const parts = route.path.split('/').map((part): fc.Arbitrary<string> => {
    if (part.startsWith(':')) {
      const valid = sample.params?.[part.slice(1)];
      return valid ? fc.oneof(fc.constant(valid), pathSegment) : pathSegment;
    }
    if (part === '*') {
      const actions = route.path === '/api/auth/*' ? AUTH_ACTIONS : ['x'];
      return fc.oneof(
        fc.constantFrom(...actions),
        fc.array(pathSegment, { maxLength: 3 }).map((p) => p.join('/')),
      );
    }
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((segments) => segments.join('/'));
}

function queryArbitrary(sample: Sample): fc.Arbitrary<{ query: string; mustRefuse?: string }> {
  const valid = Object.entries(sample.query ?? {});
  const encode = (pairs: [string, string][]) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
  const validEncoded = valid.map(([k, v]): [string, string] => [k, percentEncode(v)]);
  const random = queryString(QUERY_KEYS).map((query) => ({ query }));
  if (valid.length === 0) return random;
  // The valid query with one value gone bad: raw junk, or text whose judgement is known as the server decodes it.
  const oneBad = fc.tuple(
    fc.constantFrom(...valid.map(([k]) => k)),
    fc.oneof(
      urlValue.map((raw) => ({ raw })),
      hostileString.map((text) => ({ text })),
    ),
  );
  return fc.oneof(
    random,
    fc.constant({ query: encode(validEncoded) }),
    oneBad.map(([key, bad]) => {
      const value = 'raw' in bad ? bad.raw : percentEncode(bad.text);
      const decoded = 'text' in bad ? new TextDecoder().decode(new TextEncoder().encode(bad.text)) : '';
      const query = encode(validEncoded.map(([k, v]): [string, string] => [k, k === key ? value : v]));
      return 'text' in bad && !isCleanText(decoded, true)
        ? { query, mustRefuse: `control character in ${key}` }
        : { query };
    }),
  );
}

/** The JSON type of a value, as a schema sees it. */
function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Why a field changed from `valid` to `bad` must be refused, if it must: another JSON type, or text never accepted. */
function judge(key: string, valid: unknown, bad: unknown): string | undefined {
  if (jsonType(valid) !== jsonType(bad)) return `${key} is ${jsonType(bad)}, not ${jsonType(valid)}`;
  if (typeof bad === 'string' && !isCleanText(bad, true)) return `control character in ${key}`;
  return undefined;
}

/** The valid value in the clothes of another type, as a lenient parser would still take it: `"1"`, `true`, `[1]`. */
function nearMiss(valid: unknown): fc.Arbitrary<unknown> {
  const text = typeof valid === 'string' ? valid : JSON.stringify(valid);
  return fc.constantFrom<unknown>(
    text,
    Number(text) || 1,
    valid === true ? 'true' : true,
    [valid],
    { value: valid },
    null,
  );
}

type BodyChoice = { body?: string | Uint8Array<ArrayBuffer>; type?: string; mustRefuse?: string };

/** The body and the content type it is sent with (undefined: none). */
function bodyArbitrary(sample: Sample): fc.Arbitrary<BodyChoice> {
  const valid: Record<string, unknown> = sample.body ?? sample.form ?? {};
  const keys = Object.keys(valid);
  const randomObject = fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  const fieldGoneBad: fc.Arbitrary<{ value: unknown; mustRefuse?: string }> = keys.length
    ? fc
        .constantFrom(...keys)
        .chain((key) =>
          fc.tuple(
            fc.constant(key),
            fc.oneof({ arbitrary: hostileValue, weight: 2 }, { arbitrary: nearMiss(valid[key]), weight: 1 }),
          ),
        )
        .map(([key, bad]) => {
          const mustRefuse = judge(key, valid[key], bad);
          return { value: { ...valid, [key]: bad }, ...(mustRefuse ? { mustRefuse } : {}) };
        })
    : randomObject.map((value) => ({ value }));
  const object = fc.oneof(
    { arbitrary: fieldGoneBad, weight: 5 },
    { arbitrary: fc.constant({ value: valid }), weight: 1 },
    {
      arbitrary: fc.tuple(fc.constant(valid), randomObject).map(([v, extra]) => ({ value: { ...extra, ...v } })),
      weight: 1,
    },
    { arbitrary: fc.oneof(hostileValue, randomObject).map((value) => ({ value })), weight: 2 },
  );
  const asForm = (value: unknown) =>
    typeof value === 'object' && value !== null
      ? new URLSearchParams(
          Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
        ).toString()
      : String(value);
  const deep = fc.integer({ min: 100, max: 7000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
  const json = (value: unknown) => JSON.stringify(value) ?? 'undefined';
  return fc.oneof(
    {
      arbitrary: object.map(({ value, ...judged }): BodyChoice => ({
        body: json(value),
        type: 'application/json',
        ...judged,
      })),
      weight: 6,
    },
    {
      arbitrary: fc
        .tuple(object, fc.constantFrom(...CONTENT_TYPES))
        .map(([{ value, ...judged }, type]): BodyChoice => ({
          body: type.includes('form') ? asForm(value) : json(value),
          type,
          ...judged,
        })),
      weight: 3,
    },
    {
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes): BodyChoice => ({ body: new Uint8Array(bytes), type: 'application/json' })),
      weight: 1,
    },
    { arbitrary: deep.map((body): BodyChoice => ({ body, type: 'application/json' })), weight: 1 },
    { arbitrary: fc.constant<BodyChoice>({}), weight: 1 },
    ...(sample.multipart ? [{ arbitrary: multipartArbitrary(sample.multipart), weight: 8 }] : []),
  );
}

function headersArbitrary(callers: Callers): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: fc.constant(`Bearer ${callers.readerToken}`), weight: 4 },
    { arbitrary: fc.constantFrom(...callers.otherTokens).map((token) => `Bearer ${token}`), weight: 1 },
    { arbitrary: headerValue, weight: 2 },
  );
  const optional = (value: fc.Arbitrary<string>) => fc.option(value, { nil: undefined, freq: 2 });
  return fc
    .record({
      authorization,
      'x-platform': optional(fc.oneof(fc.constantFrom('japan', 'thai', 'taiwan', 'me', 'de'), headerValue)),
      'idempotency-key': optional(
        fc.oneof(
          fc.uuid().map((u) => `prop-${u}`),
          headerValue,
        ),
      ),
      'accept-language': optional(headerValue),
      'x-client-id': optional(fc.oneof(fc.uuid(), headerValue)),
      'x-app-kind': optional(fc.oneof(fc.constantFrom('APP', 'VIEWER_APP'), headerValue)),
      'x-auth-return-redirect': optional(fc.constant('1')),
      cookie: optional(
        fc.oneof(
          fc.constantFrom(
            'isAdult=Y',
            'authjs.callback-url=evil.example',
            'authjs.session-token=junk',
            'authjs.csrf-token=a%7Cb',
            ...callers.cookies,
          ),
          headerValue,
        ),
      ),
    })
    .map(
      (headers) =>
        Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
    );
}

function topFolder(path: string): string {
  return path.split('/')[1] ?? '';
}

/** Hostile requests for one route: every part of a valid request (when there is a sample), or of none, gone bad. */
export function hostileRequests(route: RouteUnderTest, sample: Sample, callers: Callers): fc.Arbitrary<HostileRequest> {
  const method = route.method === 'ALL' ? fc.constantFrom(...ANY_METHOD) : fc.constant(route.method);
  return (
    fc
      .record({
        method,
        path: pathArbitrary(route, sample),
        query: queryArbitrary(sample),
        body: bodyArbitrary(sample),
        headers: headersArbitrary(callers),
      })
      .map(({ method: m, path, query, body, headers }): HostileRequest => {
        const withBody = m !== 'GET' && m !== 'HEAD' && body.body !== undefined;
        const contentType: Record<string, string> = withBody && body.type ? { 'content-type': body.type } : {};
        const mustRefuse = query.mustRefuse ?? (withBody ? body.mustRefuse : undefined);
        return {
          method: m,
          url: `${path}${query.query}`,
          headers: { ...headers, ...contentType },
          ...(withBody ? { body: body.body } : {}),
          ...(mustRefuse ? { mustRefuse } : {}),
        };
      })
      // `..` segments are resolved by the URL parser: a request that lands outside the route's top folder (the SPA's
      // catch-all, not covered here) is another route's business.
      .filter((request) => topFolder(new URL(request.url, 'http://localhost').pathname) === topFolder(route.path))
  );
}
