import { api } from '../api';
import type { AnswerOf } from '../api-answers';
import { escapeHtml, money, usDate } from '../format';

type LienStatements = AnswerOf<'/v1/lien-statements'>;

/**
 * N9/W3/Q4: the lien statements the municipality has prepared, offered as a
 * list to pick from (the Board reviews and levies one), the latest cut-off
 * first; the one chosen stays chosen when the list is read again.
 */
export async function listLienStatements(
  select: HTMLSelectElement,
  municipality: string,
  choose?: string,
): Promise<void> {
  const { statements } = await api
    .get<LienStatements>(`/v1/lien-statements?municipality=${encodeURIComponent(municipality)}`)
    .catch(() => ({ statements: [] as LienStatements['statements'] }));
  const keep = choose ?? select.value;
  select.innerHTML = statements.length
    ? statements
        .map(
          (s) =>
            `<option value="${escapeHtml(s.statementId)}">${escapeHtml(s.statementId)}: arrears as of ${usDate(s.cutoff)}, tax year ${s.taxYear}, ${s.parcels} ${s.parcels === 1 ? 'parcel' : 'parcels'}, ${money(s.total)}, ${s.leviedOn ? `levied ${usDate(s.leviedOn)}` : 'prepared'}</option>`,
        )
        .join('')
    : '<option value="">No lien statement prepared yet</option>';
  if (statements.some((s) => s.statementId === keep)) select.value = keep;
}
