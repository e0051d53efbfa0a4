import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document of the application's routes (served at /docs-json; the console's types come from it). */
export function apiDocument(app: INestApplication) {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Sewer-rent ledger')
      .setDescription(
        'Event-sourced ledger of New York sewer rents (General Municipal Law art. 14-F) for the municipalities at /v1/municipalities (the Village of Northport, the City of Watervliet, the Town of Queensbury). Amounts are strings with two decimals; dates YYYY-MM-DD; rule ids (C common, N Northport, W Watervliet, Q Queensbury) refer to DOMAIN.md. Every answer is published with its schema; every event type with its own at /v1/event-schemas.',
      )
      .setVersion('1')
      .addBearerAuth({
        type: 'http',
        scheme: 'bearer',
        description: 'An API key from `npm run ledger -- keys create` (slk_...)',
      })
      .addSecurityRequirements('bearer')
      .build(),
  );
}
