import {
  beneficiaryGenders,
  maritalStatuses,
  physicalWorkOptions,
  titles,
} from '../../../../shared/fna-texts';
import { useList, useValue } from '../../../lib/form-store';
import { Button } from '../../../ui/Button';
import { Check, Choice, Grid, Group, LongText, NumberInput, Text, YesNo } from '../fields';
import { RemoveButton } from './common';

/** Step 2: Personal Information, with the beneficiaries, banking, employment and medical details. */
function BeneficiariesList() {
  const { keys, append, remove } = useList('beneficiaries');
  return (
    <Group title="Beneficiaries">
      {keys.map((key, index) => (
        <div key={key} className="mb-4 rounded-xl border border-slate-200 p-3">
          <Grid>
            <Text name={`beneficiaries.${index}.fullName`} label="Full name" optional />
            <Text name={`beneficiaries.${index}.relationship`} label="Relationship" />
            <NumberInput name={`beneficiaries.${index}.percentage`} label="Percentage" required step="1" />
            <Text name={`beneficiaries.${index}.idNumber`} label="ID number" optional />
            <Text name={`beneficiaries.${index}.dateOfBirth`} label="Date of birth" type="date" optional />
            <Choice name={`beneficiaries.${index}.gender`} label="Gender" options={beneficiaryGenders} />
            <Text name={`beneficiaries.${index}.contactNumber`} label="Contact number" type="tel" optional />
          </Grid>
          <RemoveButton onClick={() => remove(index)} label={`Remove beneficiary ${index + 1}`} />
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          append({
            fullName: '',
            relationship: '',
            percentage: undefined,
            idNumber: '',
            dateOfBirth: '',
            gender: 'Female',
            contactNumber: '',
          })
        }
      >
        Add beneficiary
      </Button>
    </Group>
  );
}

export function PersonalStep() {
  const married = useValue('personalInfo.maritalStatus') === 'Married';
  const dependants = useValue('personalInfo.hasDependants') === 'yes';
  const illness = useValue('personalInfo.hasChronicIllness') === 'yes';
  return (
    <>
      <Group title="Personal details">
        <Grid>
          <Choice name="personalInfo.title" label="Title" options={titles} />
          <Text name="personalInfo.fullName" label="Full name(s)" />
          <Text name="personalInfo.surname" label="Surname" />
          <Text name="personalInfo.idNumber" label="ID number" />
          <Text name="personalInfo.dateOfBirth" label="Date of birth" type="date" />
          <Choice name="personalInfo.maritalStatus" label="Marital status" options={maritalStatuses} />
          <Text name="personalInfo.citizenship" label="Citizenship" />
          <Text name="personalInfo.cell" label="Cell number" type="tel" />
          <Text name="personalInfo.email" label="Email" type="email" />
          <Text name="personalInfo.telWorkNumber" label="Work telephone" type="tel" optional />
          <Text
            name="personalInfo.residentialAddress"
            label="Residential address"
            className="sm:col-span-2"
          />
          <Text name="personalInfo.occupation" label="Occupation" />
          <Text name="personalInfo.employer" label="Employer" />
          <NumberInput name="personalInfo.income" label="Income (N$ a month)" required />
          {married ? (
            <NumberInput name="personalInfo.spouseIncome" label="Spouse income (N$ a month)" optional />
          ) : null}
          <Choice name="personalInfo.physicalWork" label="Physical work" options={physicalWorkOptions} />
          <Text name="personalInfo.hazardousActivities" label="Hazardous activities" optional />
          <Text name="personalInfo.qualification" label="Qualification" optional />
          <Text name="personalInfo.institution" label="Institution" optional />
          <NumberInput name="personalInfo.smokerYears" label="Years smoking" optional step="1" />
          <NumberInput name="personalInfo.height" label="Height (cm)" optional step="1" />
          <NumberInput name="personalInfo.weight" label="Weight (kg)" optional step="1" />
          <Text name="personalInfo.medicalAid" label="Medical aid" optional />
          <Text name="personalInfo.advisorName" label="Adviser" />
          <Text name="personalInfo.advisorCode" label="Adviser code" />
        </Grid>
        <div className="mt-4 space-y-4">
          <YesNo name="personalInfo.hasDependants" label="Do you have dependants?" />
          {dependants ? (
            <Grid>
              <NumberInput name="personalInfo.numberOfDependants" label="Number of dependants" step="1" />
              <Text name="personalInfo.dependantsDetails" label="Their names and ages" optional />
            </Grid>
          ) : null}
          <YesNo name="personalInfo.hasChronicIllness" label="Do you have a chronic illness or disability?" />
          {illness ? (
            <LongText name="personalInfo.chronicIllnessDetails" label="Illness or disability details" />
          ) : null}
        </div>
      </Group>
      <BeneficiariesList />
      <Group title="Banking details">
        <Grid>
          <Text name="bankingDetails.bankName" label="Bank name" />
          <Text name="bankingDetails.branch" label="Branch" />
          <Text name="bankingDetails.branchCode" label="Branch code" />
          <Text name="bankingDetails.accountNumber" label="Account number" />
          <Text name="bankingDetails.typeOfAccount" label="Account type" />
          <Text name="bankingDetails.deductionDate" label="Deduction date" />
        </Grid>
      </Group>
      <Group title="Employment details">
        <Grid>
          <Text name="employmentDetails.companyName" label="Company name" />
          <Text name="employmentDetails.employeeNumber" label="Employee number" optional />
          <Text name="employmentDetails.incomeTaxNumber" label="Income tax number" optional />
          <Text name="employmentDetails.preferredTimeOfContact" label="Preferred time of contact" optional />
        </Grid>
        <Check
          name="employmentDetails.changeInceptionDate"
          label="Change the inception date"
          className="mt-3"
        />
      </Group>
      <Group title="Medical and business">
        <LongText name="medicalInfo.medicalStatement" label="Medical statement" optional />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {(
            [
              ['ownerShareholder', 'Owner or shareholder of a business?'],
              ['professionalAssociation', 'Member of a professional association?'],
              ['businessAssurance', 'Business assurance in place?'],
              ['partnership', 'In a partnership?'],
              ['ownership', 'Other business ownership?'],
            ] as const
          ).map(([key, label]) => (
            <div key={key}>
              <YesNo name={`medicalInfo.${key}.answer`} label={label} />
              <Text name={`medicalInfo.${key}.details`} label="Details" optional />
            </div>
          ))}
          <YesNo name="medicalInfo.enforceableWill" label="Do you have a valid will?" />
          <YesNo name="medicalInfo.powerOfAttorney" label="Have you given a power of attorney?" />
          <YesNo name="medicalInfo.shortTermInsurance" label="Do you have short-term insurance?" />
        </div>
      </Group>
    </>
  );
}
