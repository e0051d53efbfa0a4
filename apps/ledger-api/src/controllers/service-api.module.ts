import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { MeController } from './me.controller';
import { MunicipalitiesController } from './municipalities.controller';

/**
 * Health, who-am-I, and the municipalities with the common rate-schedule
 * route. Imported after the municipalities' own modules: their typed routes
 * answer their own paths before `:municipality/rate-schedules` does.
 */
@Module({ controllers: [HealthController, MeController, MunicipalitiesController] })
export class ServiceApiModule {}
