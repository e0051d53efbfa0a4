/** The public HTTP API, and its errors in words beside the fields they concern. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]>,
    readonly rule: string | undefined,
  ) {
    super(message);
  }
}

const keyInput = () => document.getElementById('api-key') as HTMLInputElement | null;

export function initKey(): void {
  const input = keyInput();
  if (!input) return;
  input.value = sessionStorage.getItem('ledger-api-key') ?? '';
  input.addEventListener('change', () => {
    sessionStorage.setItem('ledger-api-key', input.value.trim());
    void showWhoAmI();
  });
  void showWhoAmI();
}

/** Who is signed in, and with which role and scope (GET /v1/me). */
async function showWhoAmI(): Promise<void> {
  const where = document.getElementById('whoami');
  if (!where) return;
  try {
    const me = await call<{ actor: string; role: string | null; municipalities: string[] | null; authentication: string }>('GET', '/v1/me');
    where.textContent = me.role ? `Signed in as ${me.actor} (${me.role}${me.municipalities ? `, ${me.municipalities.join(', ')} only` : ''})` : 'Authentication is off (development)';
  } catch {
    where.textContent = 'Not signed in: enter your API key';
  }
}

async function send(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Response> {
  const key = sessionStorage.getItem('ledger-api-key') ?? keyInput()?.value.trim() ?? '';
  return fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(key ? { Authorization: `Bearer ${key}` } : {}), 'X-Actor': 'finance console', ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return answerOf<T>(await send(method, path, body));
}

async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = Array.isArray(json?.message) ? json.message.join('; ') : (json?.message ?? `HTTP ${response.status}`);
    throw new ApiError(response.status, response.status === 401 ? `${message} (enter your API key above)` : message, json?.fields ?? {}, json?.rule);
  }
  return json as T;
}

/** A long operation's state as `/v1/jobs/{id}` tells it. */
export interface JobView {
  readonly jobId: string;
  readonly state: 'queued' | 'running' | 'succeeded' | 'failed';
  readonly done: number;
  readonly total: number | null;
  readonly result: unknown;
  readonly error: { readonly message: string; readonly rule?: string } | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a long operation as a job (`Prefer: respond-async`), reports each
 * poll of `/v1/jobs/{id}` to `onProgress`, and settles with the job's result
 * (or throws its error, with the rule it names).
 */
async function job<T>(path: string, body: unknown, onProgress: (view: JobView) => void, pollMs = 250): Promise<T> {
  const started = await send('POST', path, body, { Prefer: 'respond-async' });
  let view = await answerOf<JobView>(started);
  const location = started.headers.get('Location') ?? `/v1/jobs/${view.jobId}`;
  for (;;) {
    onProgress(view);
    if (view.state === 'succeeded') return view.result as T;
    if (view.state === 'failed') throw new ApiError(422, view.error?.message ?? 'the job failed', {}, view.error?.rule);
    await pause(pollMs);
    view = await call<JobView>('GET', location);
  }
}

/** A file the API writes (CSV), fetched with the key (a plain link sends none) and saved under `filename`. */
async function download(path: string, filename: string): Promise<void> {
  const response = await send('GET', path, undefined, { Accept: 'text/csv' });
  if (!response.ok) await answerOf(response);
  const url = URL.createObjectURL(await response.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const api = {
  download,
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
  job,
};

/** Shows an API error beside the fields it names (or in the form's message area). */
export function showError(form: HTMLElement, error: unknown): void {
  form.querySelectorAll('.field-error').forEach((e) => (e.textContent = ''));
  const general = form.querySelector<HTMLElement>('.form-error');
  if (!(error instanceof ApiError)) {
    if (general) general.textContent = String((error as Error).message ?? error);
    return;
  }
  let placed = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (slot) {
      slot.textContent = messages.join('; ');
      placed = true;
    }
  }
  if (general) general.textContent = placed ? '' : `${error.message}${error.rule ? ` (rule ${error.rule})` : ''}`;
}
