import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/command-context';
import { NO_PROGRESS, Progress } from '../jobs/progress';
import {
  ConversionReport,
  ConversionRequest,
  OpeningBalancesImporter,
} from './opening-balances-importer';

/** C12: convert the old system's open items (the whole file checked first). */
export class ImportOpeningBalancesCommand extends Command<ConversionReport> {
  constructor(
    readonly text: string,
    readonly request: ConversionRequest,
    readonly context: CommandContext,
    readonly progress: Progress = NO_PROGRESS,
  ) {
    super();
  }
}

@CommandHandler(ImportOpeningBalancesCommand)
export class ImportOpeningBalancesHandler implements ICommandHandler<ImportOpeningBalancesCommand> {
  constructor(private readonly importer: OpeningBalancesImporter) {}

  execute({ text, request, context, progress }: ImportOpeningBalancesCommand) {
    return this.importer.convert(text, request, context, progress);
  }
}
