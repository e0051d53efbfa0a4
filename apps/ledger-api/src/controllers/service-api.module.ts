import { Module } from '@nestjs/common';
import { AuthModule } from '@ledger/ledger';
import { ApiKeysController } from './api-keys.controller';
import { HealthController } from './health.controller';
import { MeController } from './me.controller';
import { MunicipalitiesController } from './municipalities.controller';

/**
 * Health, who-am-I, and the municipalities with the common rate-schedule
 * route. Imported after the municipalities' own modules: their typed routes
 * answer their own paths before `:municipality/rate-schedules` does.
 */
@Module({
  imports: [AuthModule],
  controllers: [HealthController, MeController, MunicipalitiesController, ApiKeysController],
})
export class ServiceApiModule {}
