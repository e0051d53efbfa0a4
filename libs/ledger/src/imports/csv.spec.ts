import { MAX_CSV_ROWS, parseCsv } from './csv';

describe('CSV files as they come (csv-parse)', () => {
  it("parses quoted fields with commas, doubled quotes and line breaks, keeping each record's first line number", async () => {
    const { header, records, errors } = await parseCsv(
      'a,b,c\r\n1,"x, y",3\r\n\r\n4,"say ""hi""","multi\nline"\n7,8,9',
    );
    expect(errors).toEqual([]);
    expect(header).toEqual(['a', 'b', 'c']);
    expect(records).toEqual([
      { line: 2, fields: { a: '1', b: 'x, y', c: '3' } },
      { line: 4, fields: { a: '4', b: 'say "hi"', c: 'multi\nline' } },
      { line: 6, fields: { a: '7', b: '8', c: '9' } },
    ]);
  });

  it('a bank lockbox file: a byte-order mark, an Excel "sep=;" line and bare CR line ends', async () => {
    const { header, records, errors } = await parseCsv(
      '\uFEFFsep=;\rpaymentId;amount\rLB-1;50.00\rLB-2;"1;2"\r',
    );
    expect(errors).toEqual([]);
    expect(header).toEqual(['paymentId', 'amount']);
    expect(records).toEqual([
      { line: 3, fields: { paymentId: 'LB-1', amount: '50.00' } },
      { line: 4, fields: { paymentId: 'LB-2', amount: '1;2' } },
    ]);
  });

  it('names the line of a record with the wrong number of fields', async () => {
    expect((await parseCsv('a,b\n1,2\n3\n4,5,6\n')).errors).toEqual([
      { line: 3, message: 'expected 2 fields (a,b), found 1' },
      { line: 4, message: 'expected 2 fields (a,b), found 3' },
    ]);
  });

  it('names the line where a quoted field is left open, whatever came before it', async () => {
    // read a slice at a time, the records before it may have been read: the importer, seeing the problem, writes nothing
    expect((await parseCsv('a,b\n1,2\n"4,5\n')).errors).toEqual([
      { line: 3, message: 'a quoted field is not closed' },
    ]);
  });

  it('reads a file of exactly the most records allowed, and refuses one more', async () => {
    const file = (n: number) => ['a', ...Array.from({ length: n }, (_, i) => String(i))].join('\n');
    expect((await parseCsv(file(MAX_CSV_ROWS))).errors).toEqual([]);
    expect((await parseCsv(file(MAX_CSV_ROWS))).records).toHaveLength(MAX_CSV_ROWS);
    expect((await parseCsv(file(MAX_CSV_ROWS + 1))).errors).toEqual([
      { line: MAX_CSV_ROWS + 2, message: `a file holds at most ${MAX_CSV_ROWS} records` },
    ]);
  });
});
