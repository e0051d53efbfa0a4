import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { IsAmount, IsCivilDate, IsIdentifier, IsIntegerIn, IsOneOf } from '@ledger/ledger';

/** C12: the conversion's date, the old system named, and its control totals (all five to convert; a dry run may leave them out). */
export class OpeningBalancesQueryDto {
  @ApiProperty({
    example: '2025-11-15',
    description: "C12: the day the old system's open items are as of",
  })
  @IsCivilDate()
  conversionDate: string;

  @ApiProperty({
    example: 'munis',
    description: 'C12: the old system (kept on every converted item)',
  })
  @IsIdentifier()
  source: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    example: 'true',
    description: 'check everything and write nothing',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  dryRun?: 'true' | 'false';

  @ApiPropertyOptional({
    example: 12,
    description: "the old system's trial balance: accounts with open items",
  })
  @IsOptional()
  @Type(() => Number)
  @IsIntegerIn(0, 10_000_000)
  expectAccounts?: number;

  @ApiPropertyOptional({ example: '2764.80', description: 'its unpaid rent' })
  @IsOptional()
  @IsAmount()
  expectRentUnpaid?: string;

  @ApiPropertyOptional({ example: '41.52', description: 'its unpaid penalties and interest' })
  @IsOptional()
  @IsAmount()
  expectPenaltiesUnpaid?: string;

  @ApiPropertyOptional({ example: '0.00', description: 'its unpaid charges' })
  @IsOptional()
  @IsAmount()
  expectChargesUnpaid?: string;

  @ApiPropertyOptional({ example: '0.00', description: 'its account credits' })
  @IsOptional()
  @IsAmount()
  expectCredits?: string;
}

/** C12: which conversion's report (the old system and the conversion date), as JSON or CSV. */
export class ConversionReportQueryDto {
  @ApiProperty({ example: '2025-11-15', description: 'C12: the conversion date' })
  @IsCivilDate()
  conversionDate: string;

  @ApiProperty({ example: 'munis', description: 'C12: the old system' })
  @IsIdentifier()
  source: string;

  @ApiPropertyOptional({ description: 'json (default) or csv' })
  @IsOptional()
  @IsOneOf(['json', 'csv'])
  format?: 'json' | 'csv';
}
