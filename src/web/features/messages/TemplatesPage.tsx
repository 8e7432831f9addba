import { useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { type MessageTemplate, placeholderHelp, templateSchema } from '../../../shared/message-templates';
import { useDocumentMeta } from '../../layout/Seo';
import { fieldErrors } from '../../lib/field-errors';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { AdminGate } from '../admin';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from './api/templates';

type Field = 'name' | 'subject' | 'body';

const failed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: describeError(error) });

function TemplateDialog({ template, onClose }: { template: MessageTemplate | null; onClose: () => void }) {
  const save = useSaveTemplate();
  const [values, setValues] = useState<Record<Field, string>>({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = templateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: template?.id ?? null, body: parsed.data });
      toast({ title: 'Template saved', description: `${parsed.data.name} is ready to use.` });
      onClose();
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields) setErrors(fields as Partial<Record<Field, string>>);
      else failed(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={template ? `Edit ${template.name}` : 'New template'}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField label="Subject" value={values.subject} onChange={set('subject')} error={errors.subject} />
        <TextArea
          label="Message"
          hint="Filled in for each client: see the placeholders below the list."
          rows={10}
          value={values.body}
          onChange={set('body')}
          error={errors.body}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save template
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function TemplateList() {
  const list = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<{ template: MessageTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);
  if (list.isError)
    return (
      <p role="alert" className="text-red-700">
        Could not load the templates. Sign in again if your session has ended.
      </p>
    );
  return (
    <>
      <Button onClick={() => setEditing({ template: null })}>New template</Button>
      {list.isPending ? <p className="mt-4 text-slate-600">Loading...</p> : null}
      <ul className="mt-4 space-y-3" aria-label="Templates">
        {list.data?.items.map((template) => (
          <li key={template.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-bold break-words text-slate-900">{template.name}</h2>
            <p className="mt-1 text-sm break-words text-slate-700">
              <span className="font-semibold">Subject:</span> {template.subject}
            </p>
            <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-slate-600">{template.body}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing({ template })}>
                {`Edit ${template.name}`}
              </Button>
              {template.builtIn ? null : (
                <Button size="sm" variant="secondary" onClick={() => setDeleting(template)}>
                  {`Delete ${template.name}`}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <section aria-labelledby="placeholders" className="mt-6 rounded-2xl bg-slate-50 p-4">
        <h2 id="placeholders" className="font-bold text-slate-900">
          Placeholders
        </h2>
        <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          {placeholderHelp.map(([placeholder, meaning]) => (
            <div key={placeholder} className="flex gap-2">
              <dt className="font-mono font-semibold text-slate-900">{placeholder}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
      {editing ? <TemplateDialog template={editing.template} onClose={() => setEditing(null)} /> : null}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this template?"
        description={
          deleting ? `${deleting.name} goes; e-mails already sent from it stay on the timelines.` : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              void remove.mutateAsync(deleting.id).then(() => {
                toast({ title: 'Template deleted', description: `${deleting.name} is gone.` });
                setDeleting(null);
              }, failed);
            }}
          >
            Delete template
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** /admin/templates: the adviser's e-mail and WhatsApp templates (issue 33). */
export default function TemplatesPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-4xl px-4 py-6">
          <h1 className="text-2xl font-bold text-slate-900">Templates</h1>
          <p className="mt-1 mb-5 text-slate-600">
            E-mails and WhatsApp messages you send clients often, filled in with their first name and your
            details.
          </p>
          <TemplateList />
        </div>
      )}
    </AdminGate>
  );
}
