import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier, IsIntegerIn } from '../../../validation/validators';

/** N10: the Village requires a form of every liable account for a calendar year. */
export class RequireUtilizationFormsDto {
  @ApiProperty({ example: 'UF-2026' })
  @IsIdentifier()
  requirementId: string;

  @ApiProperty({ example: 2026 })
  @IsIntegerIn(1900, 2199)
  year: number;

  @ApiProperty({ example: '2026-03-01' })
  @IsCivilDate()
  dueOn: string;
}
