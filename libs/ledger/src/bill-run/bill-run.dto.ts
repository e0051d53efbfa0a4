import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsBillingPeriod, IsCivilDate, IsFiscalYear, IsIdentifier } from '../validation/validators';

export class BillRunDto {
  @ApiProperty({ example: 'BR-2025', description: 'C8: the caller\'s id for the run; sending it again answers the same result' })
  @IsIdentifier()
  billRunId: string;

  @ApiProperty({ enum: ['northport', 'watervliet'] })
  @IsIn(['northport', 'watervliet'])
  municipality: 'northport' | 'watervliet';

  @ApiPropertyOptional({ example: 2025, description: 'Northport: the fiscal year' })
  @IsOptional()
  @IsFiscalYear()
  fiscalYear?: number;

  @ApiPropertyOptional({ example: '2022-11', description: 'Watervliet: the billing period' })
  @IsOptional()
  @IsBillingPeriod()
  period?: string;

  @ApiProperty({ example: '2025-10-01' })
  @IsCivilDate()
  billDate: string;
}
