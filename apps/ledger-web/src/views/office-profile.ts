import { api, clearErrors, may, showError } from '../api';
import type { Me, MunicipalityProfile, MunicipalityView } from '../api-answers';
import { escapeHtml, usDate } from '../format';

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The office profile every document prints (name, remit-to and return
 * addresses, phone, hours, a note): the finance role edits it; every other
 * role reads it. Saving records a new fact; the same profile again changes nothing.
 */
export async function profileSection(where: HTMLElement, m: MunicipalityView, who: Me | null) {
  const path = `/v1/municipalities/${encodeURIComponent(m.municipality)}/profile`;
  const current = await api.get<MunicipalityProfile>(path);
  const p = current.profile;
  const id = `profile-${m.municipality}`;
  const editable = may(who, ['finance']);
  const status = p
    ? `Set on ${usDate(current.recordedOn)}; documents print it from then on.`
    : 'Not set: documents print only the municipality name until it is.';
  // every field but the note is required: marked so, before a save is refused for want of it
  const field = (name: string, label: string, value: string, multi = false, help = '') => {
    const attributes = editable
      ? name === 'note'
        ? ''
        : 'required aria-required="true"'
      : 'readonly';
    return `<label for="${id}-${name}">${escapeHtml(label)}</label><div>${
      multi
        ? `<textarea id="${id}-${name}" name="${name}" rows="4" ${attributes}>${escapeHtml(value)}</textarea>`
        : `<input id="${id}-${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}>`
    }${help ? `<span class="help">${escapeHtml(help)}</span>` : ''}<span class="field-error" data-error-for="${name}"></span></div>`;
  };
  const details = document.createElement('details');
  details.className = 'action';
  details.innerHTML = `<summary>Office profile</summary>
    <p class="help" id="${id}-status">${escapeHtml(status)}</p>
    <form id="${id}" class="grid" novalidate>
      ${field('officeName', 'Office name', p?.officeName ?? m.displayName)}
      ${field('remitTo', 'Remit-to address', (p?.remitTo ?? []).join('\n'), true, 'Required. Where payments are mailed: one line per line, at most 4 lines of 48 characters.')}
      ${field('returnAddress', 'Return address', (p?.returnAddress ?? []).join('\n'), true, "Required. The office's own address, printed in the envelope's upper window: one line per line, at most 4 lines of 48 characters.")}
      ${field('phone', 'Phone', p?.phone ?? '')}
      ${field('hours', 'Office hours', p?.hours ?? '')}
      ${field('note', 'Note for residents', p?.note ?? '', false, 'Optional.')}
      ${editable ? '<div></div><button type="submit">Save the office profile</button>' : ''}
      <p class="form-error" role="alert"></p>
    </form>
    <div class="confirmation" role="status" aria-live="polite"></div>`;
  where.prepend(details);
  if (!editable) return;
  const form = details.querySelector<HTMLFormElement>('form')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const v = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    void (async () => {
      try {
        const saved = await api.put<MunicipalityProfile>(path, {
          officeName: v('officeName').trim(),
          remitTo: lines(v('remitTo')),
          returnAddress: lines(v('returnAddress')),
          phone: v('phone').trim(),
          hours: v('hours').trim(),
          note: v('note').trim() || null,
        });
        clearErrors(form);
        details.querySelector('.confirmation')!.textContent =
          `Office profile saved (${usDate(saved.recordedOn)}): documents now print ${saved.profile!.officeName}.`;
        details.querySelector(`#${CSS.escape(id)}-status`)!.textContent =
          `Set on ${usDate(saved.recordedOn)}; documents print it from then on.`;
      } catch (error) {
        showError(form, error);
      }
    })();
  });
}
