import { api, clearErrors, may, showError, whoAmI } from '../api';
import type { AnswerOf } from '../api-answers';
import { escapeHtml, usDateTime } from '../format';
import { municipalities, ofKey } from '../municipalities';

type KeyList = AnswerOf<'/v1/api-keys'>;
type Created = AnswerOf<'/v1/api-keys', 'post'>;

const ROLES = ['clerk', 'finance', 'board', 'auditor', 'integration', 'admin'] as const;

/**
 * API keys (the admin role): create a key with a role and municipalities (the
 * secret shown once, here), revoke one (refused from that moment), and the
 * list with each key's last use. An admin for some municipalities sees and
 * makes keys for those only.
 */
export async function keysView(main: HTMLElement): Promise<void> {
  const [who, all] = await Promise.all([whoAmI(), municipalities()]);
  if (!may(who, ['admin'])) {
    main.innerHTML = `<h2>API keys</h2><p class="muted">Only an admin key manages API keys.</p>`;
    return;
  }
  const mine = ofKey(all, who);
  main.innerHTML = `<h2>API keys</h2>
    <p class="help">Each person or system has its own key, with one role, for every municipality or only some. The secret is shown once, when it is made: give it to its holder then.</p>
    <form id="key-create" class="grid" novalidate>
      <label for="key-actor">Holder's name</label><div><input id="key-actor" name="actor" required><span class="field-error" data-error-for="actor"></span></div>
      <label for="key-role">Role</label><div><select id="key-role" name="role">${ROLES.map((r) => `<option value="${r}">${r}</option>`).join('')}</select></div>
      <span>Municipalities</span><div>${mine
        .map(
          (m) =>
            `<label><input type="checkbox" name="municipalities" value="${escapeHtml(m.municipality)}"> ${escapeHtml(m.displayName)}</label>`,
        )
        .join(
          ' ',
        )}<span class="help">None ticked: every municipality${who?.municipalities ? ' (not allowed for your key)' : ''}.</span></div>
      <div></div><button type="submit">Create the key</button>
      <p class="form-error" role="alert"></p>
    </form>
    <div id="key-secret" role="status" aria-live="polite"></div>
    <h3>Keys</h3><div id="key-list"></div>`;
  const list = main.querySelector<HTMLElement>('#key-list')!;
  const draw = async () => {
    const keys = await api.get<KeyList>('/v1/api-keys');
    list.innerHTML = `<table><thead><tr><th>Holder</th><th>Role</th><th>Municipalities</th><th>Issued</th><th>Last used</th><th>Status</th><th></th></tr></thead><tbody>${keys
      .map(
        (k) =>
          `<tr data-key="${escapeHtml(k.keyId)}"><td>${escapeHtml(k.actor)}</td><td>${escapeHtml(k.role)}</td><td>${escapeHtml(k.municipalities?.join(', ') ?? 'all')}</td><td>${usDateTime(k.issuedAt)}</td><td>${k.lastUsedAt ? usDateTime(k.lastUsedAt) : 'never'}</td><td>${k.revokedAt ? `revoked ${usDateTime(k.revokedAt)}` : 'active'}</td><td>${k.revokedAt || k.keyId === who?.keyId ? '' : `<button type="button" class="revoke" aria-label="Revoke the key of ${escapeHtml(k.actor)}">Revoke</button>`}</td></tr>`,
      )
      .join('')}</tbody></table>`;
    list.querySelectorAll<HTMLButtonElement>('button.revoke').forEach((b) =>
      b.addEventListener('click', () => {
        const keyId = b.closest('tr')!.dataset.key!;
        void api.post(`/v1/api-keys/${encodeURIComponent(keyId)}/revocation`, {}).then(draw);
      }),
    );
  };
  const form = main.querySelector<HTMLFormElement>('#key-create')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const municipalitiesTicked = [
      ...form.querySelectorAll<HTMLInputElement>('input[name="municipalities"]:checked'),
    ].map((i) => i.value);
    void (async () => {
      try {
        const made = await api.post<Created>('/v1/api-keys', {
          actor: (form.elements.namedItem('actor') as HTMLInputElement).value.trim(),
          role: (form.elements.namedItem('role') as HTMLSelectElement).value,
          ...(municipalitiesTicked.length ? { municipalities: municipalitiesTicked } : {}),
        });
        clearErrors(form);
        form.reset();
        main.querySelector('#key-secret')!.innerHTML =
          `<p>Key made for ${escapeHtml(made.actor)} (${escapeHtml(made.role)}, ${escapeHtml(made.municipalities?.join(', ') ?? 'every municipality')}). Copy it now: it is not shown again.</p><p><code id="key-secret-value">${escapeHtml(made.key)}</code></p>`;
        await draw();
      } catch (error) {
        showError(form, error);
      }
    })();
  });
  await draw();
}
