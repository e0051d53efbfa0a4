import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

/** N10: a sworn utilization form received. */
export class FileUtilizationFormDto {
  @ApiProperty({ example: 'UF-2026-0412' })
  @IsIdentifier()
  formId: string;

  @ApiProperty({
    example: 'UF-2026',
    description: "the year's requirement, or `change-of-use:{reclassificationId}` (N12)",
  })
  @IsIdentifier()
  requirementId: string;

  @ApiProperty({ example: '2026-05-15' })
  @IsCivilDate()
  filedOn: string;
}
