import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier, IsText } from '../validation/validators';

export class FileAdjustmentApplicationDto {
  @ApiProperty({ example: 'ADJ-2025-0007' })
  @IsIdentifier()
  applicationId: string;

  @ApiProperty({ example: 'B-2025-NP-1001' })
  @IsIdentifier()
  billId: string;

  @ApiProperty({
    example: '2025-11-03',
    description: 'N6: the refund deadline is this date + 90 days',
  })
  @IsCivilDate()
  filedOn: string;

  @ApiProperty({
    example: 'Approved meter shows 20,000 gallons used for irrigation, not discharged',
  })
  @IsText(2000)
  claim: string;
}
