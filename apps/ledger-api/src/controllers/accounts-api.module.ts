import { Module } from '@nestjs/common';
import { AccountCommandsController } from './account-commands.controller';
import { AccountsController } from './accounts.controller';

/** `/v1/accounts`: open, find and read an account, and every command on one. */
@Module({ controllers: [AccountsController, AccountCommandsController] })
export class AccountsApiModule {}
