import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { notFound } from '@ledger/domain';
import { Clock } from '../infrastructure/clock';
import type { CommandContext } from '../infrastructure/command-context';
import { AccountRepository, FormRequirementRepository } from '../infrastructure/repositories';
import { accountStream } from '../infrastructure/streams';
import type { FileUtilizationFormDto } from './file-utilization-form.dto';

/** What the command carries. */
interface FileUtilizationFormParams {
  readonly accountId: string;
  readonly dto: FileUtilizationFormDto;
  readonly context: CommandContext;
}

export class FileUtilizationFormCommand
  extends Command<Awaited<ReturnType<FileUtilizationFormHandler['execute']>>>
  implements FileUtilizationFormParams
{
  constructor(
    readonly accountId: string,
    readonly dto: FileUtilizationFormDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** N10: a form filed; the next penalty run reverses the charges it makes unfounded (C7). */
@CommandHandler(FileUtilizationFormCommand)
export class FileUtilizationFormHandler implements ICommandHandler<FileUtilizationFormCommand> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly requirements: FormRequirementRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ accountId, dto, context }: FileUtilizationFormParams) {
    const opened = (await this.accounts.load(accountStream(accountId))).state.opened;
    if (!opened) throw notFound(`account ${accountId} not found`);
    const requirement =
      (await this.requirements.of(opened.data.municipality)).find(
        (r) => r.requirementId === dto.requirementId,
      ) ?? null;
    const { state, written } = await this.accounts.execute(
      accountStream(accountId),
      {
        kind: 'FileUtilizationForm',
        formId: dto.formId,
        requirementId: dto.requirementId,
        filedOn: dto.filedOn,
        requirement,
        today: this.clock.today(),
      },
      context,
    );
    const form = state.forms.get(dto.formId)!;
    return { created: written.length > 0, body: { ...form.data, recordedAt: form.recordedAt } };
  }
}
