import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier, IsText } from '../validation/validators';

/** C11: the void of a bill rendered in error (the bill is the path's `billId`). */
export class VoidBillDto {
  @ApiProperty({ example: 'V-2025-0001', description: "C8: the caller's id for the void" })
  @IsIdentifier()
  voidId: string;

  @ApiProperty({ example: '2025-12-10' })
  @IsCivilDate()
  voidedOn: string;

  @ApiProperty({ example: 'Meter misread: 60,000 gallons, not 80,000' })
  @IsText(500)
  reason: string;
}
