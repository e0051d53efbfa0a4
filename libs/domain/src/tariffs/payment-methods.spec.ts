import { northportTariff } from '../municipalities/northport/northport-tariff';
import { paymentMethodsOf } from '../account/payment-methods';
import { PAYMENT_METHOD_IDS } from './registry';

describe('#25 payment methods: a list, each municipality its own or the ledger’s', () => {
  it('a municipality that names none takes the ledger’s methods', () => {
    expect(paymentMethodsOf(northportTariff)).toEqual([
      'cash',
      'check',
      'money-order',
      'card',
      'ach',
      'lockbox',
      'online',
    ]);
    expect(PAYMENT_METHOD_IDS).toEqual(paymentMethodsOf(northportTariff));
  });

  it('a municipality that names its own takes only those', () => {
    expect(paymentMethodsOf({ ...northportTariff, paymentMethods: ['cash', 'check'] })).toEqual([
      'cash',
      'check',
    ]);
  });
});
