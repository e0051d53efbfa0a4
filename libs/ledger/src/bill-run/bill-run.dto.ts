import { ApiProperty } from '@nestjs/swagger';
import { BillingPeriodDto } from '../validation/billing-period.dto';
import { IsCivilDate, IsIdentifier, IsMunicipality } from '../validation/validators';

export class BillRunDto extends BillingPeriodDto {
  @ApiProperty({
    example: 'BR-2025',
    description: "C8: the caller's id for the run; sending it again answers the same result",
  })
  @IsIdentifier()
  billRunId: string;

  @IsMunicipality()
  municipality: string;

  @ApiProperty({ example: '2025-10-01' })
  @IsCivilDate()
  billDate: string;
}
