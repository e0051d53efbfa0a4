import { ApiProperty } from '@nestjs/swagger';
import type { PropertyClass } from '@ledger/domain';
import { IsCivilDate, IsIdentifier, IsPropertyClass, IsText } from '../validation/validators';

/** N12: the Assessor's classification from a date (a change of use). */
export class ReclassifyAccountDto {
  @ApiProperty({ example: 'RC-2026-0003' })
  @IsIdentifier()
  reclassificationId: string;

  @IsPropertyClass()
  propertyClass: PropertyClass;

  @ApiProperty({ example: '2026-04-01' })
  @IsCivilDate()
  effectiveOn: string;

  @ApiProperty({ example: 'Assessor: shop converted to a single-family home' })
  @IsText(500)
  reason: string;
}
