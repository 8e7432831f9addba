import type { ClientDetails } from '../../../shared/clients';
import { roleLabels } from '../../../shared/roles';
import { describeError } from '../../lib/request';
import { SelectField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useTeamPeople } from '../team';
import { useUpdateClient } from './api/clients';

/**
 * The client's adviser responsible (issue 34): whoever first worked them, changeable to anyone
 * active in the team; the client list and Today filter by it ("Mine").
 */
export function AdviserResponsible({ client }: { client: ClientDetails }) {
  const people = useTeamPeople();
  const update = useUpdateClient(client.id);
  const options = [
    { value: '', label: 'Nobody yet' },
    ...(people.data ?? []).map((person) => ({
      value: person.id,
      label: `${person.name} (${roleLabels[person.role].toLowerCase()})`,
    })),
  ];
  // Someone deactivated since stays shown until the client is given to someone else.
  if (client.adviserId && !options.some((option) => option.value === client.adviserId))
    options.push({ value: client.adviserId, label: client.adviserName ?? 'A former member of the team' });
  return (
    <div className="mt-4 max-w-sm">
      <SelectField
        label="Adviser responsible"
        value={client.adviserId ?? ''}
        disabled={update.isPending || !people.data}
        onChange={(value) =>
          void update.mutateAsync({ adviserId: value === '' ? null : value }).then(
            (saved) =>
              toast({
                title: 'Saved',
                description: saved.adviserName
                  ? `${saved.adviserName} is responsible for this client.`
                  : 'Nobody is responsible for this client yet.',
              }),
            (error: unknown) =>
              toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
          )
        }
        options={options}
      />
    </div>
  );
}
