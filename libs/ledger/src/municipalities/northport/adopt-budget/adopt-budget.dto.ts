import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { IsAmount, IsCivilDate, IsFiscalYear, IsRate } from '../../../validation/validators';

class SewerRentBudgetDto {
  @ApiProperty({ example: '150000.00' })
  @IsAmount()
  operationAndMaintenance: string;

  @ApiProperty({ example: '60000.00' })
  @IsAmount()
  debtService: string;

  @ApiProperty({ example: '30000.00', description: 'treatment works and extensions' })
  @IsAmount()
  capital: string;
}

export class AdoptBudgetDto {
  @ApiProperty({ example: 2026 })
  @IsFiscalYear()
  fiscalYear: number;

  @ApiProperty({ example: '2026-04-15' })
  @IsCivilDate()
  adoptedOn: string;

  @ApiProperty({
    example: '1000000.00',
    description: 'N5: the sewer rent total may not exceed 25% of this',
  })
  @IsAmount()
  projectedGrossOperatingCosts: string;

  @ApiProperty({ type: SewerRentBudgetDto })
  @IsObject()
  @ValidateNested()
  @Type(() => SewerRentBudgetDto)
  sewerRent: SewerRentBudgetDto;

  @ApiProperty({ example: '0.10', description: 'N5/§ 239-32 K: at most 0.10' })
  @IsRate()
  refundReserveRate: string;
}
