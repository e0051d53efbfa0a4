import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

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
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  claim: string;
}
