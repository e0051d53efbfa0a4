import { Module } from '@nestjs/common';
import { WatervlietController } from './watervliet.controller';

/** `/v1/municipalities/watervliet/...`: the City's schedule of amounts and its tax sale. */
@Module({ controllers: [WatervlietController] })
export class WatervlietApiModule {}
