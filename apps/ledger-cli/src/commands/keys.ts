import { ApiKeys, isRole, ROLES } from '@ledger/ledger';
import { Args, listed, required, UsageError } from '../args';
import { cliActor, openLedger } from '../context';

/** `keys create --actor NAME --role ROLE [--municipality ID ...]`, `keys revoke --key-id ID`, `keys list`. */
export async function keys(args: Args, out: (line: string) => void): Promise<number> {
  const app = await openLedger(args.words[1] === 'create');
  try {
    const apiKeys = app.get(ApiKeys);
    switch (args.words[1]) {
      case 'create': {
        const role = required(args, 'role');
        if (!isRole(role)) throw new UsageError(`--role is one of ${ROLES.join(', ')}`);
        // --municipality repeated, or comma-separated
        const named = listed(args, 'municipality').flatMap((m) => m.split(','));
        const scope = named.length > 0 ? named.map((m) => m.trim()).filter(Boolean) : null;
        const { key, record } = await apiKeys.issue(
          required(args, 'actor'),
          role,
          cliActor(),
          scope,
        );
        out(`key id: ${record.keyId}`);
        out(`actor:  ${record.actor} (${record.role})`);
        out(
          `acts for: ${record.municipalities ? record.municipalities.join(', ') : 'every municipality'}`,
        );
        out(`key:    ${key}`);
        out('Keep the key now: it is shown only once and stored only as a hash.');
        return 0;
      }
      case 'revoke': {
        const record = await apiKeys.revoke(required(args, 'key-id'), cliActor());
        out(`revoked ${record.keyId} (${record.actor}, ${record.role}) at ${record.revokedAt}`);
        return 0;
      }
      case 'list':
        for (const k of await apiKeys.list())
          out(
            `${k.keyId}  ${k.role.padEnd(11)}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'.padEnd(32)}  ${k.actor}${k.municipalities ? ` (${k.municipalities.join(', ')} only)` : ''}`,
          );
        return 0;
      default:
        throw new UsageError(
          'keys create --actor NAME --role ROLE [--municipality ID ...] | keys revoke --key-id ID | keys list',
        );
    }
  } finally {
    await app.close();
  }
}
