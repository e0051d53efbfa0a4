import type { JobView, Me } from './api-answers';
import { refusalForClerks } from './clerk-words';
import { operation } from './openapi';

/** The public HTTP API, and its errors in words beside the fields they concern. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]>,
    readonly rule: string | undefined,
    /** The rest of the answer (an import's bad lines). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const keyInput = () => document.getElementById('api-key') as HTMLInputElement | null;

let me: Promise<Me | null> | null = null;

/** Who is signed in (GET /v1/me), asked once per key: null until known, or when no valid key is given. */
export function whoAmI(): Promise<Me | null> {
  me ??= call<Me>('GET', '/v1/me').catch(() => null);
  return me;
}

/** Whether the signed-in key may call an operation of these roles (everything, with authentication off). */
export function may(who: Me | null, roles: readonly string[] | undefined): boolean {
  if (!who) return false;
  return who.authentication === 'off' || !roles || (who.role !== null && roles.includes(who.role));
}

/** The key box: kept for this tab; a new key re-asks who is signed in and shows the screen again for that role. */
export function initKey(onChange: () => Promise<void>): void {
  const input = keyInput();
  if (!input) return;
  input.value = sessionStorage.getItem('ledger-api-key') ?? '';
  let changes = 0;
  input.addEventListener('change', async () => {
    const key = input.value.trim();
    if (key === (sessionStorage.getItem('ledger-api-key') ?? '')) return;
    const mine = ++changes;
    sessionStorage.setItem('ledger-api-key', key);
    me = null;
    // the screen is drawn again for the new key's role first; "signed in as" then says it is ready
    document.getElementById('whoami')!.textContent = 'Signing in...';
    await onChange().catch(() => undefined);
    if (mine === changes) await showWhoAmI();
  });
  void showWhoAmI();
}

/** The API keys section only for the roles that may manage keys (its operations' x-roles), as signed in now. */
async function showKeysSection(): Promise<void> {
  const link = document.querySelector<HTMLElement>('nav a[href="#/keys"]');
  if (!link) return;
  const roles = await operation('/v1/api-keys').then(
    (op) => op.roles,
    () => ['admin'],
  );
  link.hidden = !may(await whoAmI(), roles);
}

/** A 401 in plain English: no key yet is a request to sign in, not the API's header syntax. */
function signInWords(message: string): string {
  const key = sessionStorage.getItem('ledger-api-key') ?? keyInput()?.value.trim() ?? '';
  return key ? `${message} (enter your API key above)` : 'Enter your API key to sign in.';
}

async function showWhoAmI(): Promise<void> {
  const where = document.getElementById('whoami');
  if (!where) return;
  const who = await whoAmI();
  const box = document.querySelector<HTMLDetailsElement>('details.key');
  void showKeysSection();
  if (!who) {
    where.textContent = 'Not signed in: enter your API key';
    // not signed in: the key box is open, ready to type into, and has the focus (not the search box behind it)
    if (box) box.open = true;
    keyInput()?.focus();
  } else {
    // signed in: the key box folds away (the header stays one row)
    if (box && who.role) box.open = false;
    where.textContent = who.role
      ? `Signed in as ${who.actor} (${who.role}${who.municipalities ? `, ${who.municipalities.join(', ')} only` : ''})`
      : 'Authentication is off (development)';
  }
}

async function send(
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<Response> {
  const key = sessionStorage.getItem('ledger-api-key') ?? keyInput()?.value.trim() ?? '';
  const csv = typeof body === 'string';
  return fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': csv ? 'text/csv' : 'application/json' } : {}),
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      'X-Actor': 'finance console',
      ...extra,
    },
    body: body === undefined ? undefined : csv ? body : JSON.stringify(body),
  });
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return answerOf<T>(await send(method, path, body));
}

async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = Array.isArray(json?.message)
      ? json.message.join('; ')
      : (json?.message ?? `HTTP ${response.status}`);
    throw new ApiError(
      response.status,
      response.status === 401 ? signInWords(message) : message,
      json?.fields ?? {},
      json?.rule,
      json ?? {},
    );
  }
  return json as T;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a long operation as a job (`Prefer: respond-async`), reports each
 * poll of `/v1/jobs/{id}` to `onProgress`, and settles with the job's result
 * (or throws its error, with the rule it names).
 */
async function job<T>(
  path: string,
  body: unknown,
  onProgress: (view: JobView) => void,
  pollMs = 250,
): Promise<T> {
  const started = await send('POST', path, body, { Prefer: 'respond-async' });
  let view = await answerOf<JobView>(started);
  const location = started.headers.get('Location') ?? `/v1/jobs/${view.jobId}`;
  for (;;) {
    onProgress(view);
    if (view.state === 'succeeded') return view.result as T;
    if (view.state === 'failed')
      throw new ApiError(
        422,
        view.error?.message ?? 'the job failed',
        {},
        view.error?.rule,
        (view.error ?? {}) as Record<string, unknown>,
      );
    await pause(pollMs);
    view = await call<JobView>('GET', location);
  }
}

/** A file the API writes (CSV, PDF), fetched with the key (a plain link sends none) and saved under the name the API gives it. */
async function download(path: string, fallbackName: string): Promise<void> {
  const response = await send('GET', path, undefined, { Accept: 'text/csv, application/pdf' });
  if (!response.ok) await answerOf(response);
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves text the console made itself (a table as CSV) as a file. */
function save(text: string, filename: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const api = {
  download,
  save,
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  job,
};

/** Shows an API error beside the fields it names (or in the form's message area). */
export function showError(form: HTMLElement, error: unknown): void {
  form.querySelectorAll('.field-error').forEach((e) => (e.textContent = ''));
  const general = form.querySelector<HTMLElement>('.form-error');
  if (!(error instanceof ApiError)) {
    if (general) general.textContent = refusalForClerks(String((error as Error).message ?? error));
    return;
  }
  let placed = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (slot) {
      slot.textContent = messages.map(refusalForClerks).join(' ');
      placed = true;
    }
  }
  if (general) {
    // #28.11: a sentence for the clerk; the rule it rests on is kept for staff who look (not read aloud)
    general.textContent = placed ? '' : refusalForClerks(error.message);
    if (error.rule && !placed) general.dataset.rule = error.rule;
    else delete general.dataset.rule;
  }
}

/** Empties a form's error slots (after a success). */
export function clearErrors(form: HTMLElement): void {
  form.querySelectorAll('.field-error, .form-error').forEach((e) => (e.textContent = ''));
}
