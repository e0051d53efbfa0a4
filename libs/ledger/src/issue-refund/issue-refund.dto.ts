import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

export class IssueRefundDto {
  @ApiProperty({ example: 'RF-2026-0001' })
  @IsIdentifier()
  refundId: string;

  @ApiProperty({ example: 'ADJ-2025-0007' })
  @IsIdentifier()
  applicationId: string;

  @ApiProperty({
    example: '2026-03-03',
    description: 'N7: after the deadline the refund carries 3% a year',
  })
  @IsCivilDate()
  paidOn: string;
}
