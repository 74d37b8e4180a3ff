// Database faults: which errors mean "the database (or the rate-limit counters' Redis) is
// unreachable or too slow right now" (answer 503 and retry), which mean "the client sent a value the database refuses" (answer 4xx), and a
// log-safe summary of a database error that never holds the failing statement's values.

/** Socket-level codes of a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/** SQLSTATEs of a server that is shutting down, starting, full or slow: worth retrying shortly. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (backend terminated)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '55P03', // lock_not_available (lock_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Messages node-postgres uses for connection failures that carry no code. */
const CONNECTION_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /connection timeout/i,
  /not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
];

interface ErrorLike {
  name?: string;
  message?: string;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
  table?: string;
  constraint?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

/** The error and every cause it wraps (Drizzle wraps the driver's error; AggregateError holds several). */
export function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const pending: unknown[] = [error];
  while (pending.length && chain.length < 10) {
    const next = pending.shift();
    if (!next || typeof next !== 'object' || chain.includes(next as ErrorLike)) continue;
    const e = next as ErrorLike;
    chain.push(e);
    if (e.cause) pending.push(e.cause);
    if (Array.isArray(e.errors)) pending.push(...e.errors);
  }
  return chain;
}

const sqlstateOf = (e: ErrorLike) => (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined);

function isUnavailableOne(e: ErrorLike): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code)) return true;
  const sqlstate = sqlstateOf(e);
  if (sqlstate && (UNAVAILABLE_SQLSTATES.has(sqlstate) || sqlstate.startsWith('08'))) return true;
  return !sqlstate && CONNECTION_MESSAGES.some((pattern) => pattern.test(e.message ?? ''));
}

/** True when the database could not be reached or gave up on time: the request may succeed shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some(isUnavailableOne);
}

/**
 * Errors of the rate-limit counters' store (Redis, REDIS_URL) that mean "unreachable right now",
 * known by name (they carry no code): the store's own wrapper (lib/throttle.ts), and ioredis's
 * errors for a command given up while disconnected.
 */
const COUNTER_STORE_UNAVAILABLE = new Set(['CounterStoreUnavailableError', 'MaxRetriesPerRequestError']);

/**
 * True when a service the request needs (the database, or the counters' Redis) could not be
 * reached or gave up on time: answered 503 with Retry-After, the request may succeed shortly.
 */
export function isServiceUnavailable(error: unknown): boolean {
  return errorChain(error).some((e) => isUnavailableOne(e) || COUNTER_STORE_UNAVAILABLE.has(e.name ?? ''));
}

/** The SQLSTATE of the first database error in the chain, if any. */
export function sqlstateIn(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = sqlstateOf(e);
    if (code) return code;
  }
  return undefined;
}

/**
 * A database error without what could hold user data: the SQLSTATE, where it happened and a
 * message. Never the statement's parameters, the query text, `detail` (`Key (email)=(…)`) or
 * `where`; Drizzle's own message embeds the parameters, so the driver's message is used instead.
 */
export function databaseErrorSummary(error: unknown): Record<string, string> | undefined {
  const chain = errorChain(error);
  const found = chain.find((e) => sqlstateOf(e) || CONNECTION_CODES.has(String(e.code ?? '')));
  if (!found) return undefined;
  const summary: Record<string, string> = { code: String(found.code) };
  for (const key of ['severity', 'schema', 'table', 'column', 'constraint'] as const) {
    if (typeof found[key] === 'string' && found[key]) summary[key] = found[key];
  }
  summary.message = withoutValues(found.message ?? '', summary.code);
  return summary;
}

/**
 * Data exceptions (class 22) quote the refused input (`value "2147483648" is out of range`,
 * `invalid input syntax for type integer: "abc"`): their quoted parts are dropped.
 */
function withoutValues(message: string, code: string): string {
  const safe = code.startsWith('22') ? message.replace(/"[^"]*"/g, '"…"') : message;
  return safe.slice(0, 300);
}

/** Whether an error came from Drizzle wrapping a statement (its message and fields hold the values). */
export function isWrappedQueryError(error: unknown): boolean {
  return errorChain(error).some((e) => 'params' in e || 'query' in e || e.name === 'DrizzleQueryError');
}
