import { EventStoreDBClient } from '@eventstore/db-client';

/**
 * What is wrong with an EventStoreDB connection string, by the client's own
 * parser (nothing is connected), or null when it parses. The quoted pieces of
 * the parser's message are left out: they may be a password.
 */
export function connectionStringProblem(value: string): string | null {
  try {
    EventStoreDBClient.connectionString(value);
    return null;
  } catch (error) {
    return (error as Error).message.replace(/"[^"]*"/g, 'a character');
  }
}
