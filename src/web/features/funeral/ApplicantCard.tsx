import { HoneypotField, SelectField, TextField } from '../../ui/Field';
import { type Applicant, Card, type Gender } from './parts';

/** The main applicant's details (the server checks the ID number and age when given; their messages show here). */
export function ApplicantCard({
  applicant,
  onChange,
  errors,
  website,
  onWebsite,
}: {
  applicant: Applicant;
  onChange: (applicant: Applicant) => void;
  errors: { age?: string; idNumber?: string };
  website: string;
  onWebsite: (value: string) => void;
}) {
  const setApplicantField = (field: keyof Applicant) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...applicant, [field]: event.target.value });
  return (
    <Card title="Main Applicant Information">
      <HoneypotField value={website} onChange={onWebsite} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={200}
          value={applicant.firstName}
          onChange={setApplicantField('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          maxLength={200}
          value={applicant.lastName}
          onChange={setApplicantField('lastName')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={applicant.email}
          onChange={setApplicantField('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="+264 81 123 4567"
          maxLength={40}
          value={applicant.phone}
          onChange={setApplicantField('phone')}
        />
        <TextField
          label="ID Number"
          inputMode="numeric"
          maxLength={20}
          value={applicant.idNumber}
          onChange={setApplicantField('idNumber')}
          error={errors.idNumber}
        />
        <TextField
          label="Age"
          type="number"
          min={18}
          max={80}
          value={applicant.age}
          onChange={setApplicantField('age')}
          error={errors.age}
        />
        <SelectField
          label="Gender"
          value={applicant.gender}
          onChange={(value) => onChange({ ...applicant, gender: value as Gender })}
        >
          <option value="male">Male</option>
          <option value="female">Female</option>
        </SelectField>
      </div>
    </Card>
  );
}
