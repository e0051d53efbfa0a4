import { Type } from '@sinclair/typebox';
import {
  date,
  instant,
  municipalityProfileSchema,
  nullable,
  text,
  type MunicipalityProfile,
} from '@ledger/domain';

/** A municipality's office profile as the API answers it: null fields where none is set yet. */
export const MunicipalityProfileAnswer = Type.Object(
  {
    municipality: text,
    displayName: text,
    profile: nullable(municipalityProfileSchema),
    recordedOn: nullable(date),
    recordedAt: nullable(instant),
  },
  { title: 'MunicipalityProfileAnswer' },
);

/** The answer's body, from the latest profile (or none). */
export const profileAnswer = (
  municipality: string,
  displayName: string,
  latest: {
    profile: MunicipalityProfile;
    recordedOn: string;
    recordedAt: string;
  } | null,
) => ({
  municipality,
  displayName,
  profile: latest?.profile ?? null,
  recordedOn: latest?.recordedOn ?? null,
  recordedAt: latest?.recordedAt ?? null,
});
