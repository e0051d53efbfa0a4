import { api, clearErrors, may, showError } from '../api';
import type { Account, AnswerOf, Me } from '../api-answers';
import { escapeHtml, money, todayIso, usDate } from '../format';
import { action, addAction, newId } from '../forms';
import { gallons, sourceInWords } from './readings';
import { operation } from '../openapi';

type Bill = Account['bills'][number];
type Contradiction = Account['contradictedEstimates'][number];
type Rendered = AnswerOf<'/v1/accounts/{accountId}/bills', 'post'>;

interface Hooks {
  reload(): Promise<void>;
  download(path: string, name: string): void;
  readonly confirmAt: HTMLElement;
}

const VOID = '/v1/accounts/{accountId}/bills/{billId}/void';
const RENDER = '/v1/accounts/{accountId}/bills';
const enc = encodeURIComponent;

/** A bill in words on one line: its id, rent and dates. */
const billWords = (b: Bill) =>
  `Bill ${escapeHtml(b.billId)}: ${money(b.total)} dated ${usDate(b.billDate)}, due ${usDate(b.dueDate)}`;

/** The bill's own period, in its municipality's field (the replacement names the same period, C11). */
const periodOf = (b: Bill, field: string): Record<string, string | number> => ({
  [field]: b.fiscalYear ?? b.period ?? '',
});
const asText = (fields: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

/** C11: what a replacement's render answered, in words (and the supplemental bill, when the corrected rent is higher). */
function replacementWords(r: Rendered): string {
  const print = (id: string) =>
    ` <button type="button" class="link print-bill" data-bill="${escapeHtml(id)}">Print bill ${escapeHtml(id)}</button>`;
  const s = r.supplemental;
  // the earlier supplemental bill voided with the bill this one replaces (C11)
  const earlier = r.voidOfReplaced?.supplemental;
  return (
    `Bill ${escapeHtml(r.billId)} replaces voided bill ${escapeHtml(r.replaces ?? '')}: ${money(r.rent)} dated ${usDate(r.billDate)}, due ${usDate(r.dueDate)}.${print(r.billId)}` +
    (earlier
      ? ` Its supplemental bill ${escapeHtml(earlier.billId)} (${money(earlier.rent)}) is voided with it.`
      : '') +
    (s
      ? ` The corrected rent is higher: supplemental bill ${escapeHtml(s.billId)} of ${money(s.rent)} is dated ${usDate(s.billDate)}, due ${usDate(s.dueDate)}.${print(s.billId)}`
      : '')
  );
}

function wirePrints(at: HTMLElement, hooks: Hooks): void {
  at.querySelectorAll<HTMLButtonElement>('.print-bill').forEach((b) =>
    b.addEventListener('click', () =>
      hooks.download(`/v1/bills/${enc(b.dataset.bill!)}/document`, `bill-${b.dataset.bill}.pdf`),
    ),
  );
}

/**
 * C11 on the account page: on each bill the roles that may void it are
 * offered "Void this bill", then "Render the replacement" for the same
 * period; a levied bill says why it cannot be voided (N9) instead. A bill made
 * from an estimate an actual reading now contradicts (N3) is corrected in one
 * action: void and replace.
 */
export async function billCorrections(
  where: HTMLElement,
  who: Me | null,
  account: Account,
  periodField: string,
  /** The period fields of the other municipalities, not offered. */
  otherPeriods: readonly string[],
  /** N3/N12: whether the account's law deducts water metered as never reaching the sewer on a bill of that date. */
  deductedOn: (date: string) => boolean,
  hooks: Hooks,
): Promise<void> {
  const voidOp = await operation(VOID).catch(() => null);
  const renderOp = await operation(RENDER).catch(() => null);
  if (!voidOp || !renderOp || !may(who, voidOp.roles)) return;
  const params = { accountId: account.accountId };
  const replacedBy = new Map(account.bills.filter((b) => b.replaces).map((b) => [b.replaces!, b]));
  const section = document.createElement('div');
  section.id = 'bill-corrections';
  section.innerHTML = `<h4>Correct a bill (void and replace)</h4>`;
  where.append(section);
  for (const c of account.contradictedEstimates)
    contradictionForm(section, account, c, periodField, hooks);
  for (const b of account.bills) {
    // a voided supplemental bill is not replaced: the replacement of the bill it supplements carries its rent
    if (b.voided && (replacedBy.has(b.billId) || b.supplements)) continue;
    const block = document.createElement('div');
    block.className = 'bill-correction';
    block.dataset.bill = b.billId;
    block.innerHTML = `<p>${billWords(b)}${b.voided ? ` <span class="badge">&#10007; voided ${usDate(b.voided.voidedOn)}</span>` : ''}</p>`;
    section.append(block);
    if (b.levied) {
      block.insertAdjacentHTML(
        'beforeend',
        `<p class="muted levied-note">This bill was levied on the ${b.levied.taxYear} tax roll on ${usDate(b.levied.leviedOn)} (lien statement ${escapeHtml(b.levied.statementId)}): it cannot be voided. Its correction is a Board adjustment.</p>`,
      );
      continue;
    }
    // C12: a bill brought in from the old system carries the old system's rent; the API refuses to void it
    if (b.tariff === 'converted') {
      block.insertAdjacentHTML(
        'beforeend',
        `<p class="muted converted-note">This bill was brought in from the old system when the office went live: its rent is the old system's figure, not one this ledger rendered, so it cannot be voided and rendered again.</p>`,
      );
      continue;
    }
    if (!b.voided) {
      await addAction(block, who, {
        ...action({
          path: VOID,
          title: 'Void this bill',
          defaults: { voidId: newId('V'), voidedOn: todayIso() },
          confirm: (r) =>
            `Bill ${escapeHtml(r.billId)} is voided on ${usDate(r.voidedOn)}: ${money(r.rent)} of rent is no longer owed.` +
            (r.supplemental
              ? ` Its supplemental bill ${escapeHtml(r.supplemental.billId)} (${money(r.supplemental.rent)}) is voided with it.`
              : '') +
            ' Render its replacement below.',
          after: hooks.reload,
        }),
        params: { ...params, billId: b.billId },
        confirmAt: hooks.confirmAt,
      });
      continue;
    }
    const replace = await addAction(block, who, {
      ...action({
        path: RENDER,
        title: 'Render the replacement',
        // the bill is voided already (its own form above): the one-request void is the estimate's button;
        // the right reading, where the bill was made from a wrong one, is recorded with the replacement
        omit: [
          ...otherPeriods,
          'void',
          ...(deductedOn(b.billDate) ? [] : ['reading.meteredNonDischargedGallons']),
        ],
        labels: {
          'reading.totalGallons': 'Right reading: total gallons',
          'reading.meteredNonDischargedGallons': 'Right reading: metered non-discharged gallons',
          'reading.source': 'Right reading: source',
          'reading.readOn': 'Right reading: read on',
          'reading.estimated': 'Right reading: estimated',
        },
        help: {
          'reading.totalGallons':
            'Where the bill was made from a wrong reading: the right one, recorded with the replacement and billed on it. Left empty, the readings on file stand.',
          'reading.meteredNonDischargedGallons':
            "The right reading replaces the source's whole reading: type the approved meter's gallons again if the bill had them.",
          'reading.source':
            "Left empty, the water authority's meter: on a property with a well, name the source corrected.",
        },
        defaults: {
          ...asText(periodOf(b, periodField)),
          billId: newId('B'),
          billDate: todayIso(),
          replaces: b.billId,
        },
        confirm: (r) => replacementWords(r),
        wire: (at) => wirePrints(at, hooks),
        after: hooks.reload,
      }),
      params,
      confirmAt: hooks.confirmAt,
    });
    // the replacement is the next step of the void just written
    if (replace instanceof HTMLDetailsElement) replace.open = true;
  }
  if (section.children.length === 1) section.remove();
}

/** N3/C11: a contradicted estimate, and the one action that corrects it (void, then the replacement on the actual reading). */
function contradictionForm(
  where: HTMLElement,
  account: Account,
  c: Contradiction,
  periodField: string,
  hooks: Hooks,
): void {
  const bill = account.bills.find((b) => b.billId === c.billId);
  if (!bill || bill.voided) return;
  const form = document.createElement('form');
  form.className = 'contradiction';
  form.dataset.bill = c.billId;
  // one id each for the form's life: a retry of the same correction is a repeat (C8)
  const voidId = newId('V');
  const billId = newId('B');
  // printed on the resident's bills: the source in words ("the private well"), not its code
  const reason = `estimated reading of the ${sourceInWords(c.source)} (${gallons(c.estimatedGallons)} gallons) contradicted by the actual reading of ${gallons(c.actualGallons)} gallons on ${usDate(c.actualReadOn)}`;
  form.innerHTML = `<p>Bill ${escapeHtml(c.billId)} was made from an estimate: ${gallons(c.billedDeliveredGallons)} gallons delivered billed ${money(c.billedRent)}; the actual reading makes ${gallons(c.actualDeliveredGallons)} gallons.</p>
    <button type="submit">Void and replace bill ${escapeHtml(c.billId)}</button>
    <p class="form-error" role="alert"></p>`;
  where.append(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form);
    const button = form.querySelector('button')!;
    button.disabled = true;
    const base = `/v1/accounts/${enc(account.accountId)}/bills`;
    try {
      // C11: the void and the replacement in one request, written together or not at all
      const r = await api.post<Rendered>(base, {
        ...periodOf(bill, periodField),
        billId,
        billDate: todayIso(),
        replaces: c.billId,
        void: { voidId, voidedOn: todayIso(), reason },
      });
      hooks.confirmAt.innerHTML = `<p class="ok">&#10003; Bill ${escapeHtml(c.billId)} is voided. ${replacementWords(r)}</p>`;
      wirePrints(hooks.confirmAt, hooks);
      await hooks.reload();
    } catch (e) {
      showError(form, e);
      button.disabled = false;
    }
  });
}
