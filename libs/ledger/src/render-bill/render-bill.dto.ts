import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { BillingPeriodDto } from '../validation/billing-period.dto';
import { VoidBillDto } from '../void-bill/void-bill.dto';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

export class RenderBillDto extends BillingPeriodDto {
  @ApiProperty({ example: 'B-2025-NP-000123', description: "C8: the caller's id for the bill" })
  @IsIdentifier()
  billId: string;

  @ApiProperty({
    example: '2025-10-01',
    description:
      'N1: within the fiscal year and no later than January 27; W1: from the period start to the last day without interest',
  })
  @IsCivilDate()
  billDate: string;

  @ApiPropertyOptional({
    example: 'B-2025-NP-000123',
    description:
      "C11: the voided bill of the same period this one replaces: it keeps that bill's dates for as much rent as it carried; `billDate` is then the day of the correction, the date of a supplemental bill for any excess",
  })
  @IsOptional()
  @IsIdentifier()
  replaces?: string;

  @ApiPropertyOptional({
    type: VoidBillDto,
    description:
      'C11: void the bill `replaces` names in the same request: the void and the replacement are written together, or neither is (a replacement refused leaves the bill as it was)',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => VoidBillDto)
  void?: VoidBillDto;
}
