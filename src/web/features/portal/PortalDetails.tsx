import { useState } from 'react';
import { isPhoneNumber } from '../../../shared/field-rules';
import { portalMessages } from '../../../shared/portal-texts';
import { apiRequest, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { TextArea, TextField } from '../../ui/Field';

/** The client's phone number and address, which they keep up to date (their adviser sees each change). */
export function PortalDetails({
  email,
  phone,
  address,
  onSaved,
}: {
  email: string;
  phone: string;
  address: string;
  onSaved: () => void;
}) {
  const [values, setValues] = useState({ phone, address });
  const [errors, setErrors] = useState<{ phone?: string; address?: string; form?: string }>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    // A first check here; the server's is the one that counts (its messages show under the fields).
    const phone = values.phone.trim();
    if (!phone) return setErrors({ phone: portalMessages.phone });
    if (!isPhoneNumber(phone)) return setErrors({ phone: 'Please enter a valid phone number' });
    setErrors({});
    setSending(true);
    try {
      await apiRequest('/api/my/contact', {
        method: 'PUT',
        body: { phone, address: values.address.trim() },
      });
      setSaved(portalMessages.contactSaved);
      onSaved();
    } catch (caught) {
      const fields = caught instanceof RequestError ? caught.serverFields : undefined;
      setErrors({
        ...(fields ?? {}),
        form: (caught instanceof RequestError ? caught.serverMessage : undefined) ?? 'Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">
        E-mail: <span className="font-semibold text-slate-900">{email}</span> (to change it, ask your adviser)
      </p>
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => setValues((current) => ({ ...current, phone: event.target.value }))}
        error={errors.phone}
      />
      <TextArea
        label="Address"
        optional
        rows={3}
        autoComplete="street-address"
        value={values.address}
        onChange={(event) => setValues((current) => ({ ...current, address: event.target.value }))}
        error={errors.address}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      ) : null}
      <p role="status" className="font-semibold text-emerald-800">
        {saved ?? ''}
      </p>
      <Button type="submit" disabled={sending}>
        {sending ? 'Saving...' : 'Save my details'}
      </Button>
    </form>
  );
}
