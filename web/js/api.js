// Talking to the Puzzle Lab JSON API: plain requests and streamed jobs with progress. Every
// request names the interface's language, so that the server answers in it, and carries the
// teacher's token when this browser has one (a server for a class lets only its holder
// change libraries, saved games and records; see kit/classroom.js).

import { currentLang, said, t } from "./i18n.js";

const TOKEN_KEY = "puzzlelab-token";

/** The teacher's token this browser keeps, or null. */
export function writeToken() {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keeps `token` in this browser for the pages of this server (null forgets it). */
export function keepWriteToken(token) {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* a browser that keeps nothing sends no token */
  }
}

// a link the teacher opens, `.../#token=TOKEN`, gives this browser the token; the address
// keeps no trace of it
if (location.hash.startsWith("#token=")) {
  keepWriteToken(decodeURIComponent(location.hash.slice("#token=".length)));
  history.replaceState(null, "", location.pathname + location.search);
}

/** The headers of every request: what it accepts, in which language, and the token if any. */
function headers(accept, extra = {}) {
  const token = writeToken();
  return { Accept: accept, "Accept-Language": currentLang(), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...extra };
}

/**
 * An API error: `status` is the HTTP status, `code` and `message` come from the server, and
 * `line`, `column` and `span` say where in the input the error is, when it is about a place.
 */
export class ApiError extends Error {
  constructor(status, code, message, place = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.line = place.line ?? null;
    this.column = place.column ?? null;
    this.span = place.span ?? null;
    // the error's catalogue words, when the server sent them (a stop names its limit)
    this.words = place.key ? { key: place.key, args: place.args ?? {} } : null;
  }
}

/**
 * The message of an `error` object of the API (an envelope's, or a `validate` answer's) in the
 * page's language: its catalogue id (`key`, with `args`) when the server sent one the page
 * knows, the server's English otherwise.
 */
export function errorMessage(error) {
  return said(error, error?.message ?? "");
}

/**
 * An error in the page's language with its place when it has one (`… (line 2, column 4)`):
 * an ApiError, an `error` object of the API, or any other thrown value.
 */
export function placedErrorMessage(error) {
  const message = error instanceof ApiError ? error.message : error instanceof Error ? String(error) : errorMessage(error);
  return error?.line ? t("input-placed", { message, line: error.line, column: error.column }) : message;
}

/** The ApiError of an `error` object of the API's envelope. */
export function apiError(status, error) {
  return new ApiError(status, error?.code ?? "error", errorMessage(error) || `HTTP ${status}`, error ?? {});
}

async function decode(response) {
  let body = null;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, "bad_response", t("error-no-json", { status: response.status }));
  }
  if (!response.ok) throw apiError(response.status, body && body.error);
  return body;
}

/** GET a JSON resource (`extra` headers may replace the usual ones). */
export async function getJson(path, extra = {}) {
  return decode(await fetch(path, { headers: headers("application/json", extra) }));
}

/** POST a JSON body and decode the JSON answer. */
export async function postJson(path, body) {
  return decode(
    await fetch(path, {
      method: "POST",
      headers: headers("application/json", { "Content-Type": "application/json" }),
      body: JSON.stringify(body),
    }),
  );
}

/** DELETE a resource and decode the JSON answer. */
export async function deleteJson(path) {
  return decode(await fetch(path, { method: "DELETE", headers: headers("application/json") }));
}

/**
 * Starts a streamed job: POSTs `body` to `path` (a `.../stream` route) and reads the answer, a
 * stream of JSON lines, as it comes. The answer starts when the job runs (while it waits for a
 * slot nothing comes; a job that cannot start in time is a plain 503). `onProgress` receives
 * each `{event: "progress", expanded, generated, frontier, elapsed_ms}`. Returns `{promise,
 * cancel}`; cancelling aborts the request, which stops the computation on the server. A dropped
 * connection rejects the promise and never starts the job again.
 */
export function streamJob(path, body, onProgress) {
  const controller = new AbortController();
  async function run() {
    const response = await fetch(path, {
      method: "POST",
      headers: headers("application/x-ndjson", { "Content-Type": "application/json" }),
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) await decode(response); // throws the API's error
    const reader = response.body.getReader();
    const text = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += text.decode(value, { stream: true });
      let newline;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line) continue;
        const event = JSON.parse(line);
        if (event.event === "progress") onProgress && onProgress(event);
        else if (event.event === "result") return event.result;
        else if (event.event === "error") throw apiError(event.error.status, event.error);
      }
    }
    throw new ApiError(0, "stream", t("error-stream-lost"));
  }
  const promise = run().catch((err) => {
    if (err.name === "AbortError") throw new ApiError(0, "cancelled", t("error-cancelled"));
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, "network", t("error-network", { detail: err.message }));
  });
  return { promise, cancel: () => controller.abort() };
}
