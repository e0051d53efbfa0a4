import { IsOptional } from 'class-validator';
import { IsCivilDate, IsLine } from '../validation/validators';

/** C9: the roll's optional columns `ownerSince,deedReference`, checked by the same rules as a change of owner (#25: no control characters). */
export class RollOwnerDto {
  @IsOptional()
  @IsCivilDate()
  ownerSince?: string;

  @IsOptional()
  @IsLine(200)
  deedReference?: string;
}
