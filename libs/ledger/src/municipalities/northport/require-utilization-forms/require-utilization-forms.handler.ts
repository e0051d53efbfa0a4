import { CommandHandler, ICommandHandler, Command } from '@nestjs/cqrs';
import { formRequirementsStream } from '@ledger/domain';
import type { CommandContext } from '../../../infrastructure/command-context';
import { FormRequirementRepository } from '../../../infrastructure/repositories';
import type { RequireUtilizationFormsDto } from './require-utilization-forms.dto';

const MUNICIPALITY = 'northport';

/** What the command carries. */
interface RequireUtilizationFormsParams {
  readonly dto: RequireUtilizationFormsDto;
  readonly context: CommandContext;
}

export class RequireUtilizationFormsCommand
  extends Command<Awaited<ReturnType<RequireUtilizationFormsHandler['execute']>>>
  implements RequireUtilizationFormsParams
{
  constructor(
    readonly dto: RequireUtilizationFormsDto,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** N10: a year's utilization form requirement; every liable account owes a form by its due date. */
@CommandHandler(RequireUtilizationFormsCommand)
export class RequireUtilizationFormsHandler implements ICommandHandler<RequireUtilizationFormsCommand> {
  constructor(private readonly requirements: FormRequirementRepository) {}

  async execute({ dto, context }: RequireUtilizationFormsParams) {
    const { state, written } = await this.requirements.execute(
      formRequirementsStream(MUNICIPALITY),
      {
        kind: 'RequireUtilizationForms',
        requirement: {
          requirementId: dto.requirementId,
          municipality: MUNICIPALITY,
          year: dto.year,
          dueOn: dto.dueOn,
        },
      },
      context,
    );
    const requirement = state.find((e) => e.data.requirementId === dto.requirementId)!;
    return {
      created: written.length > 0,
      body: { ...requirement.data, recordedAt: requirement.recordedAt },
    };
  }
}
