import fc from 'fast-check';
import type { World } from '../world';
import { generator, type Planned } from './generator';

/**
 * An integrator's webhook: registered (to a receiver that refuses every
 * connection, so its deliveries retry), sometimes removed, then the removal
 * sent again (the same answer, nothing written) and its id registered again
 * (409: a removed id is not reused).
 */
export const subscriptionLifecycle = generator({
  name: 'subscription registered and removed',
  weight: 1,
  arbitrary: fc.record({ remove: fc.nat(2), again: fc.boolean() }),
  plan(world: World, i) {
    const subscriptionId = world.id('S');
    const registration = {
      subscriptionId,
      url: 'http://127.0.0.1:9/hook',
      types: ['PaymentReceived', 'BillRendered'],
    };
    const steps: Planned[] = [
      { method: 'POST', path: '/v1/subscriptions', note: 'subscription', body: registration },
    ];
    if (i.remove === 0) return steps;
    const removal: Planned = {
      method: 'DELETE',
      path: `/v1/subscriptions/${subscriptionId}`,
      note: 'subscription removed',
    };
    steps.push(removal);
    if (i.again)
      steps.push(
        { ...removal, note: 'subscription removed again', expect: 'replay' },
        {
          method: 'POST',
          path: '/v1/subscriptions',
          note: 'removed subscription registered again',
          body: registration,
          expect: 'conflict',
          refusedWith: 409,
        },
      );
    return steps;
  },
});
