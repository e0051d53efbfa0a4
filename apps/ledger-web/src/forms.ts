import { isAmountPattern, normaliseAmount, notAnAmount } from './amounts';
import { api, ApiError, clearErrors, may, showError } from './api';
import type { AnswerOf, Me } from './api-answers';
import type { paths } from './api-schema';
import { spaced } from './clerk-words';
import { FIELD_HELP, JSON_HELP } from './field-help';
import { escapeHtml, todayIso } from './format';
import { operation, type FieldSchema, type Operation } from './openapi';

/** A choice offered for a path parameter (which payment to reverse, which application to grant). */
export interface Choice {
  readonly value: string;
  readonly label: string;
  /** What the person deciding reads of it, shown under the list when it is chosen (the owner's claim, #28.12). */
  readonly detail?: string;
}

type PostPath = {
  [P in keyof paths]: paths[P] extends { post: object } ? P : never;
}[keyof paths];
/** What an operation answers: typed from the API's document when its path is known here. */
type ResultOf<P extends string> = P extends PostPath ? AnswerOf<P, 'post'> : unknown;

/** One write the console offers: the API operation, in the office's words. */
export interface Action<P extends string = string> {
  /** The operation's path as the OpenAPI document spells it. */
  readonly path: P;
  readonly title: string;
  /** Path parameters already known (the account on screen). */
  readonly params?: Readonly<Record<string, string>>;
  /** Path parameters the user picks from a list. */
  readonly choices?: Readonly<Record<string, readonly Choice[]>>;
  /** Body fields set by the screen, not asked (the municipality of the page). */
  readonly fixed?: Readonly<Record<string, unknown>>;
  /** Body fields not offered (the period fields of the other municipalities). */
  readonly omit?: readonly string[];
  /** Values filled in to start with. */
  readonly defaults?: Readonly<Record<string, string>>;
  /** What the form does, in a sentence above its fields (what a waiver waives). */
  readonly lead?: string;
  /** Labels in the office's words where a field's name is not (a check's `reference` is its number). */
  readonly labels?: Readonly<Record<string, string>>;
  /** Help under a field, in the office's words, where this screen says more than the console's own (field-help.ts). */
  readonly help?: Readonly<Record<string, string>>;
  /** The options of a list field this screen offers (the municipality's own payment methods, #28.7). */
  readonly options?: Readonly<Record<string, readonly string[]>>;
  /** The words an option value is shown by (a municipality by its name, not its code). */
  readonly optionNames?: Readonly<Record<string, string>>;
  /**
   * What the form asks before it sends: a sentence beside each field left
   * wanting (a check's number), as the API's refusals are shown.
   */
  readonly ask?: (body: Record<string, unknown>) => Readonly<Record<string, string>>;
  /**
   * Fields the API requires only as the others are filled (a check's number,
   * the period of the account's municipality): labelled required, not
   * "(optional)", and asked before sending, while the values ask for them.
   */
  readonly required?: (values: Record<string, unknown>) => readonly string[];
  /** Called once the form is drawn (a label that follows another field's choice). */
  readonly drawn?: (form: HTMLFormElement) => void;
  /** A button beside a field that fills it in (the payment's amount with the amount due). */
  readonly fill?: { readonly field: string; readonly label: string; value(): Promise<string> };
  /** The confirmation shown after it is written (HTML, escaped by the caller); a plain one when absent. */
  readonly confirm?: (result: ResultOf<P>, body: Record<string, unknown>) => string;
  /** Buttons or links wired after the confirmation is shown (a receipt to print). */
  readonly wire?: (where: HTMLElement, result: ResultOf<P>) => void;
  /** Where the confirmation is shown, when it must outlive the form (a screen that redraws its forms after a write). */
  readonly confirmAt?: HTMLElement;
  /** Whether the form starts again from its defaults after a write (the next account to open is another one). */
  readonly reset?: boolean;
  /** Called after a write (the screen refreshes what it shows). */
  readonly after?: (result: ResultOf<P>) => void | Promise<void>;
}

/** An action among others in a list, its answer typed by its own operation. */
export const action = <P extends string>(a: Action<P>): Action => a as unknown as Action;

interface Field {
  readonly name: string;
  readonly schema: FieldSchema;
  readonly required: boolean;
}

/**
 * The body's fields, nested objects one level down as `owner.name`. A field
 * of an optional object is optional on the form (a correction's `reading`:
 * left empty, the object is not sent), whatever the object asks of its own.
 */
function fieldsOf(
  schema: FieldSchema,
  fixed: Readonly<Record<string, unknown>>,
  prefix = '',
  within = true,
): Field[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, s]) => {
    const full = `${prefix}${name}`;
    const required = within && (schema.required ?? []).includes(name);
    if (full in fixed) return [];
    if (s.properties) return fieldsOf(s, fixed, `${full}.`, required);
    return [{ name: full, schema: s, required }];
  });
}

const isDate = (f: Field) =>
  /^\d{4}-\d{2}-\d{2}$/.test(String(f.schema.example ?? '')) || /(On|Date|From|To)$/.test(f.name);
/** `owner.mailingAddress` as "Owner mailing address", `ratePer1000Gallons` as "Rate per 1,000 gallons". */
/** A field's label: its name in words; a rate table's boxes by the rate alone ("Residential unit", not "Rates residential unit"). */
const words = (name: string) =>
  spaced(name.replace(/^rates\./, ''))
    .replace(/\b1000\b/g, '1,000')
    .replace(/^./, (c) => c.toUpperCase());

/** A list's option as the office says it: "money-order" as "money order", "ach" as "ACH". */
const optionWords = (option: string) => (option === 'ach' ? 'ACH' : option.replace(/-/g, ' '));

function inputOf(
  id: string,
  f: Field,
  value: string,
  options?: readonly string[],
  names: Readonly<Record<string, string>> = {},
): string {
  const common = `id="${id}" name="${escapeHtml(f.name)}"${f.required ? ' required' : ''}`;
  const listed = options ?? f.schema.enum;
  if (listed) {
    return `<select ${common}>${f.required ? '' : '<option value=""></option>'}${listed.map((o) => `<option value="${escapeHtml(o)}"${o === (value || f.schema.default) ? ' selected' : ''}>${escapeHtml(names[o] ?? optionWords(o))}</option>`).join('')}</select>`;
  }
  if (f.schema.type === 'boolean')
    return `<input ${common} type="checkbox"${value === 'true' ? ' checked' : ''} />`;
  if (f.schema.type === 'object')
    return `<textarea ${common} rows="4" placeholder='{ ... }'>${escapeHtml(value)}</textarea>`;
  const type = isDate(f)
    ? 'date'
    : f.schema.type === 'integer' || f.schema.type === 'number'
      ? 'number'
      : 'text';
  // a figure as a placeholder looks like a form already filled in (#28.9): amounts and rates have none
  const amount = isAmountPattern(f.schema.pattern);
  const figure = /^\$?[\d,]+(\.\d+)?$/.test(String(f.schema.example));
  const placeholder =
    f.schema.example !== undefined && type === 'text' && !figure
      ? ` placeholder="${escapeHtml(Array.isArray(f.schema.example) ? f.schema.example.join(', ') : String(f.schema.example))}"`
      : '';
  return `<input ${common} type="${type}"${type === 'number' ? ' step="any"' : ''} value="${escapeHtml(value)}"${placeholder}${amount ? ' inputmode="decimal"' : ''} autocomplete="off" />`;
}

/** The body from the form: empty optional fields left out, numbers as numbers, lists split on commas, nested names nested. */
function bodyOf(
  form: HTMLFormElement,
  fields: readonly Field[],
  fixed: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone({ ...fixed });
  for (const f of fields) {
    const input = form.elements.namedItem(f.name) as HTMLInputElement | null;
    if (!input) continue;
    let value: unknown;
    if (f.schema.type === 'boolean') {
      // an optional object's box left unticked says nothing: the object is sent only when something is typed in it
      if (!input.checked && f.name.includes('.') && !f.required) continue;
      value = input.checked;
    } else {
      const text = input.value.trim();
      if (text === '') continue;
      if (isAmountPattern(f.schema.pattern)) {
        value = normaliseAmount(text);
        if (value === null)
          throw new ApiError(
            400,
            'What was typed is not an amount.',
            { [f.name]: [notAnAmount(text)] },
            'C1',
          );
        input.value = value as string;
      } else if (f.schema.type === 'integer' || f.schema.type === 'number') value = Number(text);
      else if (f.schema.type === 'array')
        value = text
          .split(',')
          .map((t) =>
            f.schema.items?.type === 'integer' || f.schema.items?.type === 'number'
              ? Number(t.trim())
              : t.trim(),
          )
          .filter((t) => t !== '');
      else if (f.schema.type === 'object') value = JSON.parse(text);
      else value = text;
    }
    const parts = f.name.split('.');
    let at = body;
    for (const p of parts.slice(0, -1)) at = (at[p] ??= {}) as Record<string, unknown>;
    at[parts[parts.length - 1]] = value;
  }
  return body;
}

let forms = 0;

/** The event a form sends up the page once it has written (its detail: the operation's path). */
export const WRITTEN = 'ledger-written';

/**
 * Adds an action's form to `where` (folded, under its title), made from the
 * operation's request schema; offered only to a role that may call it. The
 * API's errors land beside their fields; a write is confirmed in words.
 */
export async function addAction<P extends string>(
  where: HTMLElement,
  who: Me | null,
  action: Action<P>,
): Promise<HTMLElement | null> {
  let op: Operation;
  try {
    op = await operation(action.path, action.params?.municipality);
  } catch {
    return null;
  }
  if (!may(who, op.roles)) return null;
  const id = `action-${++forms}`;
  const fixed = action.fixed ?? {};
  // a name omits that field, or every field of that nested object (`void` omits `void.reason`)
  const fields = (op.body ? fieldsOf(op.body, fixed) : []).filter(
    (f) => !action.omit?.some((o) => f.name === o || f.name.startsWith(`${o}.`)),
  );
  const choices = Object.entries(action.choices ?? {});
  const details = document.createElement('details');
  details.className = 'action';
  details.dataset.path = action.path;
  details.innerHTML = `<summary>${escapeHtml(action.title)}</summary>
    ${action.lead ? `<p class="help lead">${escapeHtml(action.lead)}</p>` : ''}
    <form id="${id}" class="grid" novalidate>
      ${choices
        .map(
          ([name, list]) => `<label for="${id}-${name}">${escapeHtml(words(name))}</label>
          <div><select id="${id}-${name}" name="${name}" required>${list.map((c) => `<option value="${escapeHtml(c.value)}">${escapeHtml(c.label)}</option>`).join('')}</select>${list.some((c) => c.detail) ? `<blockquote class="detail" data-detail-for="${name}" aria-live="polite">${escapeHtml(list[0].detail ?? '')}</blockquote>` : ''}<span class="field-error" data-error-for="${name}"></span></div>`,
        )
        .join('')}
      ${fields
        .map((f) => {
          const fieldId = `${id}-${f.name.replace(/\./g, '-')}`;
          const value = action.defaults?.[f.name] ?? '';
          // the console's words, never the API's description (written for integrators)
          const help = action.help?.[f.name] ?? FIELD_HELP[f.name] ?? '';
          return `<label for="${fieldId}">${escapeHtml(action.labels?.[f.name] ?? words(f.name))}${f.required ? '' : ' <span class="muted optional">(optional)</span>'}</label>
            <div>${inputOf(fieldId, f, value, action.options?.[f.name], action.optionNames)}${action.fill?.field === f.name ? ` <button type="button" class="fill">${escapeHtml(action.fill.label)}</button>` : ''}${help ? `<span class="help">${escapeHtml(help)}</span>` : ''}<span class="field-error" data-error-for="${escapeHtml(f.name)}"></span></div>`;
        })
        .join('')}
      ${op.body === null ? `<label for="${id}-json">Request (JSON)</label><div><textarea id="${id}-json" name="__json" rows="8"></textarea><span class="help">${escapeHtml(JSON_HELP)}</span></div>` : ''}
      <div></div><button type="submit">${escapeHtml(action.title)}</button>
      <p class="form-error" role="alert"></p>
    </form>
    <div class="confirmation" role="status" aria-live="polite"></div>`;
  where.append(details);
  const form = details.querySelector<HTMLFormElement>('form')!;
  const confirmation = action.confirmAt ?? details.querySelector<HTMLElement>('.confirmation')!;
  for (const [name, list] of choices) {
    const select = form.elements.namedItem(name) as HTMLSelectElement;
    const detail = form.querySelector<HTMLElement>(`[data-detail-for="${name}"]`);
    if (detail)
      select.addEventListener(
        'change',
        () => (detail.textContent = list.find((c) => c.value === select.value)?.detail ?? ''),
      );
  }
  action.drawn?.(form);
  // a field required as the others are filled says so as they change (a check asks its number)
  const requiredNow = (values: Record<string, unknown>) =>
    new Set([
      ...fields.filter((f) => f.required).map((f) => f.name),
      ...(action.required?.(values) ?? []),
    ]);
  const markRequired = () => {
    const values = Object.fromEntries(
      fields.map((f) => [
        f.name,
        (form.elements.namedItem(f.name) as HTMLInputElement | null)?.value,
      ]),
    );
    const required = requiredNow(values);
    for (const f of fields) {
      const input = form.elements.namedItem(f.name) as HTMLInputElement | null;
      const optional = input?.id
        ? form.querySelector(`label[for="${CSS.escape(input.id)}"] .optional`)
        : null;
      if (!input || !optional || f.schema.type === 'boolean') continue;
      input.required = required.has(f.name);
      optional.textContent = input.required ? '' : '(optional)';
    }
  };
  if (action.required) {
    form.addEventListener('change', markRequired);
    form.addEventListener('reset', () => setTimeout(markRequired));
    markRequired();
  }
  // opened, the form is ready to type into: the first field still to fill has the focus (the amount of a payment)
  // (only when the person opens it: a form opened again after a redraw leaves the focus where it is)
  details.querySelector('summary')!.addEventListener('click', () =>
    setTimeout(() => {
      if (!details.open) return;
      const fields = form.querySelectorAll<HTMLInputElement>(
        'input:not([type=checkbox]), textarea',
      );
      [...fields].find((i) => !i.value)?.focus();
    }),
  );
  const fill = action.fill;
  if (fill)
    form.querySelector('.fill')?.addEventListener('click', () => {
      void fill.value().then(
        (value) => {
          (form.elements.namedItem(fill.field) as HTMLInputElement).value = value;
          nextToFill(form);
        },
        (error: unknown) => showError(form, error),
      );
    });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    confirmation.innerHTML = '';
    clearErrors(form);
    let body: Record<string, unknown>;
    try {
      const json = form.elements.namedItem('__json') as HTMLTextAreaElement | null;
      body = json
        ? { ...(JSON.parse(json.value || '{}') as Record<string, unknown>), ...fixed }
        : bodyOf(form, fields, fixed);
    } catch (error) {
      showError(
        form,
        error instanceof ApiError
          ? error
          : new Error('What was typed in the request box is not valid JSON.'),
      );
      focusProblem(form);
      return;
    }
    // what the form asks before it sends: every required field, and what the screen requires beside them
    const wanting: Record<string, string[]> = {};
    const required = requiredNow(body);
    for (const f of fields)
      if (
        required.has(f.name) &&
        f.schema.type !== 'boolean' &&
        !(
          f.name
            .split('.')
            .reduce<unknown>((at, p) => (at as Record<string, unknown> | undefined)?.[p], body) ??
          ''
        )
          .toString()
          .trim()
      )
        wanting[f.name] = [
          `Fill in the ${(action.labels?.[f.name] ?? words(f.name)).toLowerCase()}.`,
        ];
    for (const [name, sentence] of Object.entries(action.ask?.(body) ?? {}))
      wanting[name] = [sentence];
    if (Object.keys(wanting).length) {
      showError(
        form,
        new ApiError(400, 'Some fields are still to be filled in.', wanting, undefined),
      );
      focusProblem(form);
      return;
    }
    const params: Record<string, string> = { ...(action.params ?? {}) };
    for (const [name] of choices)
      params[name] = (form.elements.namedItem(name) as HTMLSelectElement).value;
    const path = action.path.replace(/\{(\w+)\}/g, (_, p: string) =>
      encodeURIComponent(params[p] ?? String(fixed[p] ?? '')),
    );
    button.disabled = true;
    try {
      const result = await api.post<ResultOf<P>>(path, body);
      if (action.reset) form.reset();
      try {
        await action.after?.(result);
      } finally {
        // said once the screen shows what was written: the reload redraws the forms, and one begun on
        // the word "recorded" while it ran was wiped with what the clerk had typed in it
        confirmation.innerHTML = `<p class="ok">&#10003; ${action.confirm ? action.confirm(result, body) : `${escapeHtml(action.title)}: recorded.`}</p>`;
        action.wire?.(confirmation, result);
      }
      // what the screen lists beside the form (the schedules in force) is read again
      details.dispatchEvent(new CustomEvent(WRITTEN, { bubbles: true, detail: action.path }));
      // #28.14: the one who submitted hears and sees what came of it
      confirmation.tabIndex = -1;
      confirmation.focus();
    } catch (error) {
      showError(form, error);
      focusProblem(form);
    } finally {
      button.disabled = false;
    }
  });
  return details;
}

/** Once a field is filled in for the clerk, the focus goes on to the next required one still empty (a check's number), else to the button. */
function nextToFill(form: HTMLFormElement): void {
  const empty = [
    ...form.querySelectorAll<HTMLInputElement>('input[required], textarea[required]'),
  ].find((i) => !i.value && !i.closest('[hidden]'));
  (empty ?? form.querySelector<HTMLButtonElement>('button[type="submit"]'))?.focus();
}

/** #28.14: after a refusal, the first field it names (or the form's message) has the focus. */
function focusProblem(form: HTMLFormElement): void {
  const slot = [...form.querySelectorAll<HTMLElement>('.field-error')].find((e) => e.textContent);
  const field = slot?.parentElement?.querySelector<HTMLElement>('input, select, textarea');
  if (field) return field.focus();
  const general = form.querySelector<HTMLElement>('.form-error');
  if (general) {
    general.tabIndex = -1;
    general.focus();
  }
}

/** A fresh id for a write the user starts (C8: the same id sent twice is written once). */
export function newId(prefix: string): string {
  return `${prefix}-${todayIso().replace(/-/g, '')}-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
}
