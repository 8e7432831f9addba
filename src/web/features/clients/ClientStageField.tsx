import { dependantLabel, dependantOfText } from '../../../domain/clients/dependants';
import {
  type ClientStage,
  clientSourceLabels,
  clientStageLabels,
  clientStages,
} from '../../../domain/clients/stages';
import type { ClientDetails } from '../../../shared/clients';
import { describeError } from '../../lib/request';
import { SelectField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useUpdateClient } from './api/clients';

/**
 * Prospect, client or former client (D32): worked out from their file, set here by hand. A former
 * client has no policy in force (the choice is not offered while one is).
 */
export function ClientStageField({ client }: { client: ClientDetails }) {
  if (client.dependant) return <DependantStage client={client} />;
  return <StageSelect client={client} />;
}

/**
 * D37: under 18, a dependant, not a prospect or client of their own: no stage to choose; the
 * adults of their household who provide for them are named.
 */
function DependantStage({ client }: { client: ClientDetails }) {
  const adults = client.relations.filter(
    (relation) => relation.relation === 'parent' || relation.relation === 'provider',
  );
  return (
    <div className="mt-4 max-w-prose">
      <p className="font-medium text-slate-800">Stage: {dependantLabel}</p>
      <p className="text-sm text-slate-700">{dependantOfText(adults.map((adult) => adult.name))}</p>
    </div>
  );
}

function StageSelect({ client }: { client: ClientDetails }) {
  const update = useUpdateClient(client.id);
  const options = clientStages
    .filter((stage) => stage === client.stage || stage !== 'former-client' || !client.hasPolicyInForce)
    .map((value) => ({ value, label: clientStageLabels[value] }));
  return (
    <div className="mt-4 max-w-sm">
      <SelectField
        label="Stage"
        value={client.stage}
        disabled={update.isPending}
        onChange={(value) =>
          void update.mutateAsync({ stage: value as ClientStage }).then(
            (saved) =>
              toast({
                title: 'Saved',
                description: `${saved.name} is now a ${clientStageLabels[saved.stage].toLowerCase()}.`,
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

/** How they came, and who added them by hand, for the client's details. */
export function howTheyCame(client: ClientDetails): string {
  const how = clientSourceLabels[client.source];
  const detail = client.sourceDetail ? `${how}: ${client.sourceDetail}` : how;
  return client.addedBy ? `${detail} (added by ${client.addedBy})` : detail;
}
