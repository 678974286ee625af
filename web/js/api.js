// Talking to the Puzzle Lab JSON API: plain requests and streamed jobs with progress.

/** An API error: `status` is the HTTP status, `code` and `message` come from the server. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function decode(response) {
  let body = null;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, "bad_response", `the server sent no JSON (HTTP ${response.status})`);
  }
  if (!response.ok) {
    const err = body && body.error ? body.error : { code: "error", message: `HTTP ${response.status}` };
    throw new ApiError(response.status, err.code, err.message);
  }
  return body;
}

/** GET a JSON resource. */
export async function getJson(path) {
  return decode(await fetch(path, { headers: { Accept: "application/json" } }));
}

/** POST a JSON body and decode the JSON answer. */
export async function postJson(path, body) {
  return decode(
    await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

/** DELETE a resource and decode the JSON answer. */
export async function deleteJson(path) {
  return decode(await fetch(path, { method: "DELETE", headers: { Accept: "application/json" } }));
}

/**
 * Starts a streamed job (server-sent events). `onProgress` receives
 * `{expanded, generated, frontier, elapsed_ms}`. Returns `{promise, cancel}`; cancelling
 * closes the stream, which stops the computation on the server.
 */
export function streamJob(path, params, onProgress) {
  const url = `${path}?${new URLSearchParams(params)}`;
  const source = new EventSource(url);
  let settle;
  const promise = new Promise((resolve, reject) => {
    settle = { resolve, reject };
  });
  source.addEventListener("progress", (e) => onProgress && onProgress(JSON.parse(e.data)));
  source.addEventListener("result", (e) => {
    source.close();
    settle.resolve(JSON.parse(e.data));
  });
  source.addEventListener("error", (e) => {
    source.close();
    if (e.data) {
      const err = JSON.parse(e.data);
      settle.reject(new ApiError(err.status, err.code, err.message));
    } else {
      // A plain HTTP error (e.g. 400 for bad input) arrives as a connection error.
      fetch(url).then(decode).then(
        () => settle.reject(new ApiError(0, "stream", "the connection to the server was lost")),
        (apiErr) => settle.reject(apiErr),
      );
    }
  });
  return {
    promise,
    cancel() {
      source.close();
      settle.reject(new ApiError(0, "cancelled", "cancelled"));
    },
  };
}
