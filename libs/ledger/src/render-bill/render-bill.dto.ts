import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { BillingPeriodDto } from '../validation/billing-period.dto';
import { RecordWaterUsageDto } from '../record-water-usage/record-water-usage.dto';
import { VoidBillDto } from '../void-bill/void-bill.dto';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

/** N3/C11: the right reading of one source of the corrected bill's period (the period is the bill's). */
export class CorrectedReadingDto extends PickType(RecordWaterUsageDto, [
  'totalGallons',
  'meteredNonDischargedGallons',
  'source',
  'estimated',
  'readOn',
] as const) {}

export class RenderBillDto extends BillingPeriodDto {
  @ApiProperty({ example: 'B-2025-NP-000123', description: "C8: the caller's id for the bill" })
  @IsIdentifier()
  billId: string;

  @ApiProperty({
    example: '2025-10-01',
    description:
      "N1: within the fiscal year and no later than January 27; W1: from the period start to the last day without interest; Q2: within the quarter. A replacement's (`replaces`) is the day of the correction, not a day to come, and no window bounds it (C11)",
  })
  @IsCivilDate()
  billDate: string;

  @ApiPropertyOptional({
    example: 'B-2025-NP-000123',
    description:
      "C11: the voided bill of the same period this one replaces: it keeps that bill's dates for as much rent as it carried; `billDate` is then the day of the correction, the date of a supplemental bill for any excess. With `void` ({ voidId, voidedOn, reason }), the bill is voided in the same request; with `reading` (N3: one source's right reading of the period, as POST water-usage takes it: it replaces that source's whole reading, so a metered non-discharged figure is given again), the reading is recorded after the void and the replacement rendered on it: all are written together, or none is",
  })
  @IsOptional()
  @IsIdentifier()
  replaces?: string;

  // a $ref alone (a description beside it makes an allOf the document's clients read as any value)
  @ApiPropertyOptional({ type: VoidBillDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => VoidBillDto)
  void?: VoidBillDto;

  // a $ref alone, as `void`'s
  @ApiPropertyOptional({ type: CorrectedReadingDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => CorrectedReadingDto)
  reading?: CorrectedReadingDto;
}
