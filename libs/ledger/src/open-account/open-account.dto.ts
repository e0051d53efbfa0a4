import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsCivilDate, IsIdentifier } from '../validation/validators';

export class OwnerDto {
  @ApiProperty({ example: 'Jane Q. Owner' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: '12 Main St, Northport NY 11768' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  mailingAddress: string;
}

export class OpenAccountDto {
  @ApiProperty({ example: 'NP-000123' })
  @IsIdentifier()
  accountId: string;

  @ApiProperty({ enum: ['northport'] })
  @IsIn(['northport'])
  municipality: 'northport';

  @ApiProperty({ description: 'Tax map number of the parcel', example: '0403-001.00-01.00-001.000' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  parcelId: string;

  @ApiProperty({ enum: ['residential', 'commercial'], description: 'N2: mixed residential and commercial use is commercial' })
  @IsIn(['residential', 'commercial'])
  propertyClass: 'residential' | 'commercial';

  @ApiPropertyOptional({ enum: ['inside', 'outside'], default: 'inside' })
  @IsOptional()
  @IsIn(['inside', 'outside'])
  location?: 'inside' | 'outside';

  @ApiPropertyOptional({ enum: ['village-owned'], description: 'N2: village-owned properties are exempt' })
  @IsOptional()
  @IsIn(['village-owned'])
  exemption?: 'village-owned';

  @ApiProperty({ type: OwnerDto })
  @IsObject()
  @ValidateNested()
  @Type(() => OwnerDto)
  owner: OwnerDto;

  @ApiProperty({ example: '2025-06-01' })
  @IsCivilDate()
  openedOn: string;
}
