import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsText } from '../validation/validators';

export class ReversePaymentDto {
  @ApiProperty({
    example: '2025-12-10',
    description:
      "C4: the date the return was learned; the reversal takes effect on the payment's own date",
  })
  @IsCivilDate()
  reversedOn: string;

  @ApiProperty({ example: 'returned check: insufficient funds' })
  @IsText(500)
  reason: string;
}
