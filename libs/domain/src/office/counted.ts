/** A count with its noun as a person reads it, singular for one: "1 account", "2 accounts". */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
