import { useValue } from '../../../lib/form-store';
import { Check, Grid, LongText, Text } from '../fields';

/** Step 1: Client Consent. */
export function ConsentStep() {
  const representative = useValue('consentInfo.representativeCapacity');
  return (
    <>
      <Grid>
        <Text name="consentInfo.clientName" label="Client name" />
        <Text name="consentInfo.clientSurname" label="Client surname" />
        <Text name="consentInfo.identityNumber" label="Identity number" />
        <Text name="consentInfo.advisorName" label="Adviser" />
        <Text name="consentInfo.location" label="Location" />
        <Text name="consentInfo.date" label="Date" type="date" />
      </Grid>
      <div className="mt-4 space-y-3">
        <Check name="consentInfo.personalCapacity" label="I complete this in my personal capacity" />
        <Check
          name="consentInfo.representativeCapacity"
          label="I complete this as a representative of the client"
        />
        {representative ? (
          <LongText name="consentInfo.representativeDetails" label="Representative details" />
        ) : null}
        <Check
          name="consentInfo.consentGiven"
          label="I consent to my adviser obtaining information about my existing policies and investments from the product providers, to advise me."
        />
        <Text name="consentInfo.clientSignature" label="Signature (type your full name)" optional />
      </div>
    </>
  );
}
