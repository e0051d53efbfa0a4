import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { IsAmount, IsCivilDate, IsRate } from '../../../validation/validators';

class WatervlietRatesDto {
  @ApiProperty({ example: '98.41', description: 'each residential unit inside the city' })
  @IsAmount()
  residentialUnit: string;

  @ApiProperty({ example: '4.48', description: 'other establishments, per 1,000 gallons metered' })
  @IsRate()
  meteredPer1000Gallons: string;

  @ApiProperty({ example: '224.00' })
  @IsAmount()
  meteredMinimum: string;

  @ApiProperty({
    example: '49.50',
    description: 'vacant house or building, water off at the service entry, per unit',
  })
  @IsAmount()
  vacantUnitWaterOff: string;

  @ApiProperty({
    example: '49.50',
    description: 'vacant unit within an owner-occupied property, on approved application',
  })
  @IsAmount()
  vacantOwnerOccupiedUnit: string;

  @ApiProperty({ example: '6.57', description: 'vacant land (property class 300)' })
  @IsAmount()
  vacantLand: string;

  @ApiProperty({ example: '150.00' })
  @IsAmount()
  outsideResidentialUnit: string;

  @ApiProperty({ example: '75.00' })
  @IsAmount()
  outsideVacantWaterOff: string;

  @ApiProperty({ example: '500.00' })
  @IsAmount()
  unauthorizedTurnOnPenalty: string;

  @ApiProperty({ example: '500.00' })
  @IsAmount()
  occupiedWhileReducedPenalty: string;
}

export class AdoptWatervlietRatesDto {
  @ApiProperty({ example: '2022-11-01', description: 'the first day of a billing period' })
  @IsCivilDate()
  effectiveFrom: string;

  @ApiProperty({ example: '2023-10-31', description: 'the last day of a billing period' })
  @IsCivilDate()
  effectiveTo: string;

  @ApiProperty({ example: '2022-10-06' })
  @IsCivilDate()
  adoptedOn: string;

  @ApiProperty({ type: WatervlietRatesDto })
  @IsObject()
  @ValidateNested()
  @Type(() => WatervlietRatesDto)
  rates: WatervlietRatesDto;
}
