import { barValue, escapeHtml, money } from '../format';

/** A horizontal bar chart in SVG; every bar is labelled with its value in text (nothing carried by colour alone). */
export function barChart(title: string, bars: Array<{ label: string; amount: string }>): string {
  const max = Math.max(1, ...bars.map((b) => barValue(b.amount)));
  const rowHeight = 26;
  const width = 560;
  const labelWidth = 210;
  const rows = bars
    .map((b, i) => {
      const w = Math.max(0, (barValue(b.amount) / max) * (width - labelWidth - 110));
      const y = i * rowHeight;
      return `<g><text x="0" y="${y + 17}" class="chart-label">${escapeHtml(b.label)}</text><rect x="${labelWidth}" y="${y + 5}" width="${w}" height="16" class="bar bar-${i % 5}"></rect><text x="${labelWidth + w + 6}" y="${y + 18}" class="chart-value">${money(b.amount)}</text></g>`;
    })
    .join('');
  return `<figure><svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} ${bars.length * rowHeight + 6}" width="100%">${rows}</svg><figcaption>${escapeHtml(title)}</figcaption></figure>`;
}
