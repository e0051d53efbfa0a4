/** What a long operation reports as it goes. */
export interface Progress {
  total(n: number): void;
  advance(n?: number): void;
}

export const NO_PROGRESS: Progress = { total: () => undefined, advance: () => undefined };
