/** A fake fetch for the client's unit tests: records every request and answers from a script. */

export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
}

/** What the fake answers a request with: a Response, or a thrown error (a network failure). */
export type Answerer = (
  request: SeenRequest,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>;

/** A JSON answer as the server would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error shape `{detail, code}`. */
export function errorAnswer(status: number, code: string, detail: string): Response {
  return json({ detail, code }, status);
}

/**
 * A fetch that answers each request with the next answerer (the last one repeats), remembering requests.
 * @example const fake = fakeFetch(() => json({ ok: true })); createClient({ ..., fetch: fake.fetch });
 */
export function fakeFetch(...answerers: Answerer[]): { fetch: typeof fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: SeenRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...((init?.headers as Record<string, string> | undefined) ?? {}) },
      credentials: init?.credentials,
      body: init?.body,
    };
    const answerer = answerers[Math.min(seen.length, answerers.length - 1)]!;
    seen.push(request);
    return answerer(request, init?.signal ?? undefined);
  };
  return { fetch: fetchFn, seen };
}

/** An answer that never comes: it waits until the request is aborted, then fails as fetch does. */
export function neverAnswers(_request: SeenRequest, signal: AbortSignal | undefined): Promise<Response> {
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal?.aborted) return Promise.reject(aborted());
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(aborted()));
  });
}
