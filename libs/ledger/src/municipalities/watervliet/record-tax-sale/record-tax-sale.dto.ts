import { ApiProperty } from '@nestjs/swagger';
import { IsAmount, IsCivilDate, IsIdentifier } from '../../../validation/validators';

/** W3: the City records a tax sale. */
export class RecordTaxSaleDto {
  @ApiProperty({ example: 'TS-2024' })
  @IsIdentifier()
  taxSaleId: string;

  @ApiProperty({ example: '2024-06-10' })
  @IsCivilDate()
  saleDate: string;

  @ApiProperty({
    example: '25.00',
    description: 'the cost of advertising, charged once per parcel listed',
  })
  @IsAmount()
  advertisingCost: string;
}
