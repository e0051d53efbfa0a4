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
  input.addEventListener('change', () => sessionStorage.setItem('ledger-api-key', input.value.trim()));
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const key = sessionStorage.getItem('ledger-api-key') ?? keyInput()?.value.trim() ?? '';
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(key ? { Authorization: `Bearer ${key}` } : {}), 'X-Actor': 'finance console' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = Array.isArray(json?.message) ? json.message.join('; ') : (json?.message ?? `HTTP ${response.status}`);
    throw new ApiError(response.status, response.status === 401 ? `${message} (enter your API key above)` : message, json?.fields ?? {}, json?.rule);
  }
  return json as T;
}

export const api = {
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
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
