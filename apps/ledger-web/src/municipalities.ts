import { api } from './api';

/** A municipality as `GET /v1/municipalities` describes it (the registry's plug-ins). */
export interface MunicipalityView {
  readonly municipality: string;
  readonly displayName: string;
  readonly period: { readonly kind: string; readonly field: string; readonly example: string };
  readonly propertyClasses: readonly string[];
  readonly chapters: ReadonlyArray<{ readonly chapter: string; readonly rule: string }>;
}

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
