import { answerViolations } from './answers';
import type { SimAnswer, SimRequest } from '../sim-request';

const convert: SimRequest = {
  at: '2022-10-03T14:10:00.000Z',
  method: 'POST',
  path: '/v1/imports/opening-balances?conversionDate=2022-10-03',
  note: 'convert (twice)',
  csv: 'accountId,billId\n',
  expect: 'replay',
};
const answer = (status: number): SimAnswer =>
  ({ status, text: '', body: null, replayed: false }) as unknown as SimAnswer;

describe('the answers invariant: a replay (C8) answers as the first request did', () => {
  it('a replay of an accepted request must not be refused', () => {
    expect(answerViolations(convert, answer(422), 7, 7, 201)).toEqual([
      `POST ${convert.path} answered 422: a replay of a request that was accepted is now refused`,
    ]);
    expect(answerViolations(convert, answer(200), 7, 7, 201)).toEqual([]);
  });

  it('a request refused once (C12: its period already billed) is refused alike again, writing nothing', () => {
    expect(answerViolations(convert, answer(422), 7, 7, 422)).toEqual([]);
    expect(answerViolations(convert, answer(409), 7, 7, 422)).toEqual([
      `POST ${convert.path} answered 409: the same request was refused with 422 before`,
    ]);
    expect(answerViolations(convert, answer(422), 7, 8, 422)).toContain(
      `POST ${convert.path} answered 422 but the log's head moved 7 -> 8: a refusal wrote`,
    );
  });
});
