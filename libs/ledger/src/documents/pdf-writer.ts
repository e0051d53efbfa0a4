import PDFDocument from 'pdfkit';
import { SET_THE_PROFILE, type Office } from './office';

/** A civil date in print, US style (MM/DD/YYYY). */
export function usDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/**
 * An instant in print as the office reads its clock: the day and time in New
 * York, named so (an evening's instant is already the next day in UTC).
 */
export function usDateTime(iso: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
  const time = at.toLocaleTimeString('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
  });
  // ICU puts a narrow no-break space before AM/PM, which the PDF's standard fonts do not have
  return `${usDate(day)} ${time.replace(/\s/g, ' ')} New York time`;
}

interface Column {
  readonly header: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
  /** Never broken across lines (a tax-map number): printed smaller where it would not fit. */
  readonly nowrap?: boolean;
}

/** Who reads the copy: a resident's never tells the office what to set up; a staff copy may. */
type Copy = 'resident' | 'staff';

/**
 * A #10 double-window envelope (4 1/8" x 9 1/2") and a letter folded in
 * thirds, in points from the page's top left: the return address shows in
 * the upper window (1/2" from the left and the top, 3 1/4" x 7/8"), the
 * owner's mailing address in the lower window (7/8" from the left, 2 1/8"
 * from the top, 4" x 1"); the body starts below 3 1/2", inside the top third
 * (3 2/3") so nothing of it shows through.
 */
const WINDOW = {
  returnAddress: { x: 36, y: 36, width: 234, height: 63 },
  recipient: { x: 63, y: 153, width: 288, height: 72 },
  bodyTop: 252,
} as const;

const MARGIN = 54;
/** A remittance stub's bottom margin (0.5 in), and the cut line's own height with its words above the stub. */
const STUB_MARGIN = 36;
const CUT_LINE = 22;
const BODY = 10;

/**
 * The few shapes every printed document is made of, on US Letter with the
 * standard Helvetica faces (no font files): a letterhead, facts, a table that
 * continues on the next page with its header, paragraphs, a dashed cut line
 * and signature lines. `done()` gives the PDF's bytes.
 */
export class PdfWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;

  constructor(title: string, createdAt: Date) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: {
        Title: title,
        Author: 'Sewer-rent ledger',
        Creator: 'Sewer-rent ledger',
        CreationDate: createdAt,
      },
      bufferPages: false,
    });
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font('Helvetica').fontSize(BODY);
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN;
  }

  /** Starts a new page (a document of many bills: one per page). */
  newPage(): this {
    this.doc.addPage();
    return this;
  }

  /** Room for `height` points on this page above `bottom`, or a new page. */
  private room(height: number, bottom = this.bottom): void {
    if (this.doc.y + height > bottom) this.doc.addPage();
  }

  /** The office's name, the document's title, its contact line; on a staff copy, what is still to set up. */
  letterhead(office: Office, title: string, subtitle?: string, copy: Copy = 'resident'): this {
    const top = this.doc.y;
    this.heads(office, title, subtitle, MARGIN, top, this.width);
    this.doc.x = MARGIN;
    this.doc.fontSize(BODY).moveDown(0.4);
    this.staffNote(office, copy);
    this.rule();
    return this;
  }

  /**
   * A letter for a #10 double-window envelope (positions in `WINDOW`): the
   * return address and the owner's mailing address where the windows are,
   * the office's name and the title on the right, the body below the fold.
   */
  windowLetterhead(
    office: Office,
    title: string,
    subtitle: string | undefined,
    recipient: { readonly name: string; readonly mailingAddress: string },
  ): this {
    const { returnAddress: from, recipient: to } = WINDOW;
    this.doc.font('Helvetica').fontSize(9).text(office.returnAddress.join('\n'), from.x, from.y, {
      width: from.width,
      height: from.height,
      lineBreak: false,
    });
    const right = from.x + from.width + 24;
    this.heads(office, title, subtitle, right, from.y, MARGIN + this.width - right, 13);
    this.doc
      .font('Helvetica')
      .fontSize(BODY)
      .text([recipient.name, ...recipient.mailingAddress.split(/\r?\n/)].join('\n'), to.x, to.y, {
        width: to.width,
        height: to.height,
      });
    this.doc.x = MARGIN;
    this.doc.y = Math.max(this.doc.y + 6, WINDOW.bodyTop);
    this.rule();
    return this;
  }

  private heads(
    office: Office,
    title: string,
    subtitle: string | undefined,
    x: number,
    y: number,
    width: number,
    nameSize = 15,
  ): void {
    this.doc.font('Helvetica-Bold').fontSize(nameSize).text(office.name, x, y, { width });
    this.doc.font('Helvetica').fontSize(12).text(title, x, this.doc.y, { width });
    this.doc.fontSize(9).fillColor('#444444');
    if (subtitle) this.doc.text(subtitle, x, this.doc.y, { width });
    if (office.contact) this.doc.text(office.contact, x, this.doc.y, { width });
    if (office.note) this.doc.text(office.note, x, this.doc.y, { width });
    this.doc.fillColor('#000000').fontSize(BODY);
  }

  private staffNote(office: Office, copy: Copy): void {
    if (office.set || copy !== 'staff') return;
    this.doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(SET_THE_PROFILE, MARGIN, this.doc.y, { width: this.width })
      .font('Helvetica')
      .fontSize(BODY)
      .moveDown(0.4);
  }

  /** A horizontal line across the page. */
  rule(weight = 0.75): this {
    const y = this.doc.y;
    this.doc
      .save()
      .lineWidth(weight)
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .stroke()
      .restore();
    this.doc.moveDown(0.5);
    return this;
  }

  /** Label and value pairs in two columns (label bold). */
  facts(
    pairs: ReadonlyArray<readonly [string, string]>,
    labelWidth = 130,
    /** A remittance stub's facts, below its cut line: down to the stub's margin. */
    stub = false,
  ): this {
    for (const [label, value] of pairs) {
      const height = Math.max(
        this.doc.heightOfString(value, { width: this.width - labelWidth }),
        12,
      );
      this.room(height, stub ? this.doc.page.height - STUB_MARGIN : this.bottom);
      const y = this.doc.y;
      this.doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: labelWidth - 8 });
      this.doc
        .font('Helvetica')
        .text(value, MARGIN + labelWidth, y, { width: this.width - labelWidth });
      this.doc.x = MARGIN;
      this.doc.y = Math.max(this.doc.y, y + height) + 2;
    }
    this.doc.moveDown(0.5);
    if (stub) this.doc.page.margins.bottom = MARGIN;
    return this;
  }

  heading(text: string): this {
    this.room(40);
    this.doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(text, MARGIN, this.doc.y, { width: this.width })
      .font('Helvetica')
      .fontSize(BODY)
      .moveDown(0.3);
    return this;
  }

  paragraph(text: string, options: { bold?: boolean; size?: number } = {}): this {
    this.room(24);
    this.doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size ?? BODY)
      .text(text, MARGIN, this.doc.y, { width: this.width })
      .font('Helvetica')
      .fontSize(BODY)
      .moveDown(0.4);
    return this;
  }

  /** A table; `totals` is printed bold under a rule; the header repeats on each new page. */
  table(
    columns: readonly Column[],
    rows: ReadonlyArray<readonly string[]>,
    totals?: readonly string[],
  ): this {
    const scale = this.width / columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => c.width * scale);
    // a cell that must not break is set smaller until its longest line fits its column
    const sizeOf = (cell: string, i: number, bold: boolean) => {
      if (!columns[i].nowrap) return 9;
      this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const widest = Math.max(...cell.split('\n').map((l) => this.doc.widthOfString(l)));
      return Math.max(5, Math.min(9, (9 * (widths[i] - 7)) / Math.max(widest, 1)));
    };
    const line = (cells: readonly string[], bold: boolean) => {
      const height =
        Math.max(
          ...cells.map((cell, i) =>
            this.doc
              .font(bold ? 'Helvetica-Bold' : 'Helvetica')
              .fontSize(sizeOf(cell, i, bold))
              .heightOfString(cell, { width: widths[i] - 6 }),
          ),
          11,
        ) + 3;
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        header();
      }
      const y = this.doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        this.doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(sizeOf(cell, i, bold))
          .text(cell, x + 3, y, { width: widths[i] - 6, align: columns[i].align ?? 'left' });
        x += widths[i];
      });
      this.doc.fontSize(9);
      this.doc.x = MARGIN;
      this.doc.y = y + height;
    };
    const header = () => {
      line(
        columns.map((c) => c.header),
        true,
      );
      this.doc
        .save()
        .lineWidth(0.5)
        .moveTo(MARGIN, this.doc.y)
        .lineTo(MARGIN + this.width, this.doc.y)
        .stroke()
        .restore();
      this.doc.y += 2;
    };
    this.room(40);
    header();
    for (const row of rows) line(row, false);
    if (totals) {
      this.doc
        .save()
        .lineWidth(1)
        .moveTo(MARGIN, this.doc.y)
        .lineTo(MARGIN + this.width, this.doc.y)
        .stroke()
        .restore();
      this.doc.y += 2;
      line(totals, true);
    }
    this.doc.font('Helvetica').fontSize(BODY).moveDown(0.6);
    return this;
  }

  /** The height `facts(pairs)` takes (a remittance stub's, to know whether it fits below the body). */
  factsHeight(pairs: ReadonlyArray<readonly [string, string]>, labelWidth = 130): number {
    const rows = pairs.map(
      ([, value]) =>
        Math.max(this.doc.heightOfString(value, { width: this.width - labelWidth }), 12) + 2,
    );
    return rows.reduce((a, b) => a + b, 0) + this.doc.currentLineHeight() * 0.5;
  }

  /**
   * A dashed line to cut along, with its words, low on the page, and the
   * remittance stub of `stubHeight` below it: on this page when it fits above
   * the stub's own margin (a stub is printed closer to the edge than the
   * body: 0.5 in), else at the foot of the next.
   */
  cutLine(words: string, stubHeight = 150): this {
    const height = stubHeight + CUT_LINE;
    const bottom = this.doc.page.height - STUB_MARGIN;
    this.room(10 + height, bottom);
    // the stub's own margin on this page, for pdfkit too, until the stub's facts are drawn (`facts(..., true)`)
    this.doc.page.margins.bottom = STUB_MARGIN;
    const y = Math.max(this.doc.y + 10, bottom - height);
    this.doc
      .save()
      .dash(4, { space: 3 })
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .stroke()
      .undash()
      .restore();
    this.doc
      .fontSize(8)
      .fillColor('#444444')
      .text(words, MARGIN, y + 3, { width: this.width, align: 'center' })
      .fillColor('#000000')
      .fontSize(BODY)
      .moveDown(0.6);
    return this;
  }

  /** Lines to sign on, each with the name of who signs beneath. */
  signatures(signers: readonly string[]): this {
    this.room(70 * Math.ceil(signers.length / 2));
    const half = (this.width - 30) / 2;
    for (let i = 0; i < signers.length; i += 2) {
      const y = this.doc.y + 30;
      signers.slice(i, i + 2).forEach((signer, j) => {
        const x = MARGIN + j * (half + 30);
        this.doc
          .save()
          .lineWidth(0.75)
          .moveTo(x, y)
          .lineTo(x + half, y)
          .stroke()
          .restore();
        this.doc.fontSize(9).text(signer, x, y + 3, { width: half });
      });
      this.doc.x = MARGIN;
      this.doc.y = y + 22;
    }
    this.doc.fontSize(BODY).moveDown(0.5);
    return this;
  }

  done(): Promise<Buffer> {
    this.doc.end();
    return this.finished;
  }
}
