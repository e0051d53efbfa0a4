import { DomainError } from '../errors/domain-error';
import { alreadyRecorded, repeated, sameContent, sameFields } from './idempotency';

const payment = { paymentId: 'P-1', amount: '100.00', receivedOn: '2025-10-15', method: 'check' };
const differs = (p: typeof payment) => `payment ${p.paymentId} was received on ${p.receivedOn}`;

describe('C8: a command sent again under its id', () => {
  it('nothing recorded under the id: decide the command', () => {
    expect(repeated(undefined, () => true, differs)).toBe(false);
    expect(repeated(null, () => true, differs)).toBe(false);
  });

  it('the same again: a no-op', () => {
    expect(
      repeated(
        payment,
        (p) => sameFields(p, { amount: '100.00', receivedOn: '2025-10-15' }),
        differs,
      ),
    ).toBe(true);
  });

  it('other content under the id: a conflict saying what was recorded (C8, or the rule given)', () => {
    const again = () => repeated(payment, (p) => sameFields(p, { amount: '90.00' }), differs);
    expect(again).toThrow(DomainError);
    expect(again).toThrow('payment P-1 was received on 2025-10-15');
    const refused = (() => {
      try {
        return repeated(payment, () => false, differs, 'N9');
      } catch (error) {
        return error as DomainError;
      }
    })();
    expect(refused).toMatchObject({ rule: 'N9', kind: 'conflict' });
  });

  it('sameFields compares only the fields asked; sameContent the whole', () => {
    expect(sameFields(payment, { method: 'check' })).toBe(true);
    expect(sameFields(payment, { method: 'cash' })).toBe(false);
    expect(sameContent(payment, { ...payment })).toBe(true);
    expect(sameContent(payment, { ...payment, reference: '1001' })).toBe(false);
    expect(() => alreadyRecorded(payment, { ...payment, amount: '1.00' }, 'payment P-1')).toThrow(
      'payment P-1 was already recorded with different details',
    );
  });
});
