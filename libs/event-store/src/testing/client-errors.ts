import { convertToCommandError } from '@eventstore/db-client';

/** The faults a cluster's bad day brings, by the name the client gives them. */
export type ClientFault = 'not-leader' | 'unavailable' | 'deadline-exceeded' | 'stream-deleted';

/** gRPC status codes (`@grpc/grpc-js` `status`) the server answers with. */
const GRPC = { DEADLINE_EXCEEDED: 4, NOT_FOUND: 5, FAILED_PRECONDITION: 9, UNAVAILABLE: 14 };

/** What the server sends for each: the gRPC status, and the `exception` trailer EventStoreDB adds. */
const SERVER_SAYS: Record<
  ClientFault,
  { code: number; details: string; trailers: Record<string, string> }
> = {
  'not-leader': {
    code: GRPC.NOT_FOUND,
    details: 'Leader info available',
    trailers: {
      exception: 'not-leader',
      'leader-endpoint-host': 'esdb-node2',
      'leader-endpoint-port': '2113',
    },
  },
  unavailable: { code: GRPC.UNAVAILABLE, details: 'No connection established', trailers: {} },
  'deadline-exceeded': { code: GRPC.DEADLINE_EXCEEDED, details: 'Deadline exceeded', trailers: {} },
  'stream-deleted': {
    code: GRPC.FAILED_PRECONDITION,
    details: 'Event stream is deleted.',
    trailers: { exception: 'stream-deleted' },
  },
};

/**
 * The client's own error for a fault, made the way the client makes it: a
 * gRPC `ServiceError` (status, details, trailing metadata) handed to the
 * client's `convertToCommandError`. So the classes and fields are the real
 * ones (`NotLeaderError.leader`, `StreamDeletedError.streamName`), without a
 * server.
 */
export function clientError(fault: ClientFault, streamName = 'unknown'): Error {
  const said = SERVER_SAYS[fault];
  const trailers =
    fault === 'stream-deleted' ? { ...said.trailers, 'stream-name': streamName } : said.trailers;
  const metadata = { getMap: () => ({ ...trailers }) };
  const serviceError = Object.assign(new Error(`${said.code} ${said.details}`), {
    code: said.code,
    details: said.details,
    metadata,
  });
  return convertToCommandError(serviceError);
}
