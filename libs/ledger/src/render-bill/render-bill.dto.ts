import { ApiProperty } from '@nestjs/swagger';
import { IsCivilDate, IsFiscalYear, IsIdentifier } from '../validation/validators';

export class RenderBillDto {
  @ApiProperty({ example: 'B-2025-NP-000123', description: 'C8: the caller\'s id for the bill' })
  @IsIdentifier()
  billId: string;

  @ApiProperty({ example: 2025 })
  @IsFiscalYear()
  fiscalYear: number;

  @ApiProperty({ example: '2025-10-01', description: 'N1: within the fiscal year and no later than January 27' })
  @IsCivilDate()
  billDate: string;
}
