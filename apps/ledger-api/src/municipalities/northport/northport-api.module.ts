import { Module } from '@nestjs/common';
import { NorthportController } from './northport.controller';

/** `/v1/municipalities/northport/...`: the Village's rate, budget, fund, reserve and forms. */
@Module({ controllers: [NorthportController] })
export class NorthportApiModule {}
