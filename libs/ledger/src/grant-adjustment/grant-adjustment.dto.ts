import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsAmount, IsCivilDate, IsIdentifier, IsIntegerIn, IsText } from '../validation/validators';

export class GrantAdjustmentDto {
  @ApiProperty({ example: '2026-01-15' })
  @IsCivilDate()
  grantedOn: string;

  @ApiProperty({ example: 'Board Res. 2026-14' })
  @IsText(500)
  resolution: string;

  @ApiPropertyOptional({
    example: 60000,
    description:
      'N6: the billable gallons as adjusted; the bill is re-rated at its own rate. Give this or creditAmount.',
  })
  @IsOptional()
  @IsIntegerIn(0, 10_000_000_000)
  adjustedBillableGallons?: number;

  @ApiPropertyOptional({
    example: '120.00',
    description: "N6: the credit against the bill's rent. Give this or adjustedBillableGallons.",
  })
  @IsOptional()
  @IsAmount()
  creditAmount?: string;

  @ApiPropertyOptional({
    example: 'ADJ-2024-0003',
    description: "§ 239-32 L: the earlier year's granted application this one continues",
  })
  @IsOptional()
  @IsIdentifier()
  continuesApplicationId?: string;
}
