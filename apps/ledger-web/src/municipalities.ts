import { api } from './api';
import type { Me, MunicipalityView } from './api-answers';

let loaded: Promise<MunicipalityView[]> | null = null;

/** The municipalities, asked once. */
export function municipalities(): Promise<MunicipalityView[]> {
  loaded ??= api.get<MunicipalityView[]>('/v1/municipalities').catch(() => {
    loaded = null;
    return [];
  });
  return loaded;
}

/** Whether a municipality's law has an optional chapter (an operation's `x-chapter`). */
export function hasChapter(
  all: readonly MunicipalityView[],
  municipality: string,
  chapter: string | undefined,
): boolean {
  return (
    !chapter ||
    !!all.find((m) => m.municipality === municipality)?.chapters.some((c) => c.chapter === chapter)
  );
}

/** W1: whether what accrues on a municipality's unpaid rent is interest (Watervliet), not penalties (N4, Q3), as its documents name it. */
export function accruesInterest(all: readonly MunicipalityView[], municipality: string): boolean {
  return all.find((m) => m.municipality === municipality)?.accrues === 'interest';
}

/** The municipalities a key acts for (all, for a key of every municipality): the only ones a screen offers it. */
export function ofKey(all: readonly MunicipalityView[], who: Me | null): MunicipalityView[] {
  return all.filter((m) => !who?.municipalities || who.municipalities.includes(m.municipality));
}
