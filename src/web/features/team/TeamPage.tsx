import { useId, useState } from 'react';
import type { PageMeta } from '../../../content/pages';
import { type Role, refusalMessage, roleDescriptions, roleLabels, roles } from '../../../shared/roles';
import { invitationSchema, invitationValidHours, type TeamMember } from '../../../shared/team';
import { useDocumentMeta } from '../../layout/Seo';
import { formatDateTime } from '../../lib/dates';
import { fieldErrors } from '../../lib/field-errors';
import { describeError, RequestError } from '../../lib/request';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { AdminGate, useAdminSession, useMayUse } from '../admin';
import {
  useChangeRole,
  useInvite,
  useMemberAction,
  useSendPasswordLink,
  useTeam,
  useWithdrawInvitation,
} from './api/team';

type Field = 'name' | 'email' | 'role';
const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
const failed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: describeError(error) });

function InviteForm() {
  const invite = useInvite();
  const headingId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', role: 'assistant' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = invitationSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await invite.mutateAsync(parsed.data);
      toast({
        title: 'Invitation sent',
        description: `${parsed.data.name} has a link at ${parsed.data.email}, valid ${invitationValidHours} hours.`,
      });
      setValues({ name: '', email: '', role: values.role });
    } catch (error) {
      const fields = error instanceof RequestError ? error.serverFields : undefined;
      if (fields) setErrors(fields as Partial<Record<Field, string>>);
      else failed(error);
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Invite a person
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {`They get an e-mail with a link valid ${invitationValidHours} hours, where they choose a password and set up their second factor.`}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          error={errors.email}
          autoComplete="off"
        />
        <div className="sm:col-span-2">
          <SelectField
            label="Role"
            value={values.role}
            onChange={(role) => setValues({ ...values, role })}
            options={roleOptions}
            error={errors.role}
          />
          <p className="mt-1 text-sm text-slate-600">{roleDescriptions[values.role as Role]}</p>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}

function MemberCard({ member, isMe }: { member: TeamMember; isMe: boolean }) {
  const changeRole = useChangeRole();
  const action = useMemberAction();
  const passwordLink = useSendPasswordLink();
  const [confirming, setConfirming] = useState(false);
  const run = (what: 'sign-out' | 'deactivate' | 'reactivate', done: string) =>
    action.mutateAsync({ id: member.id, action: what }).then(() => {
      toast({ title: 'Done', description: done });
      setConfirming(false);
    }, failed);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-slate-900">
            {member.name}
            {isMe ? <span className="ml-2 text-sm font-medium text-slate-600">(you)</span> : null}
          </h3>
          <p className="break-words text-slate-700">{member.email}</p>
          <p className="mt-1 text-sm text-slate-700">
            {member.deactivatedAt
              ? `Deactivated ${formatDateTime(member.deactivatedAt)}`
              : [
                  member.secondFactor ? 'Second factor set up' : 'No second factor yet',
                  member.lastSignInAt
                    ? `last signed in ${formatDateTime(member.lastSignInAt)}`
                    : 'never signed in',
                  `${member.openSessions} open session${member.openSessions === 1 ? '' : 's'}`,
                ].join(' · ')}
          </p>
        </div>
        <div className="w-full sm:w-48">
          <SelectField
            label={
              <>
                Role<span className="sr-only"> of {member.name}</span>
              </>
            }
            value={member.role}
            disabled={changeRole.isPending || member.deactivatedAt !== null}
            onChange={(role) =>
              void changeRole.mutateAsync({ id: member.id, role: role as Role }).then(
                () =>
                  toast({
                    title: 'Role changed',
                    description: `${member.name} is now ${roleLabels[role as Role].toLowerCase()}.`,
                  }),
                failed,
              )
            }
            options={roleOptions}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {member.deactivatedAt ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void run('reactivate', `${member.name} can sign in again.`)}
            aria-label={`Reactivate: ${member.name}`}
          >
            Reactivate
          </Button>
        ) : (
          <>
            {/* Signed in nowhere: said, not a disabled button wrapping to two lines (issue 59). */}
            {member.openSessions === 0 ? (
              <p className="flex min-h-9 items-center text-sm text-slate-600">Signed in nowhere now.</p>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={action.isPending}
                onClick={() => void run('sign-out', `${member.name} is signed out on every device.`)}
                aria-label={`Sign out everywhere: ${member.name}`}
              >
                Sign out everywhere
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={passwordLink.isPending}
              aria-label={`E-mail a password link: ${member.name}`}
              onClick={() =>
                void passwordLink
                  .mutateAsync(member.id)
                  .then((answer) => toast({ title: 'Link sent', description: answer.message }), failed)
              }
            >
              E-mail a password link
            </Button>
            {isMe ? null : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Deactivate: ${member.name}`}
                onClick={() => setConfirming(true)}
              >
                Deactivate
              </Button>
            )}
          </>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Deactivate ${member.name}?`}
        description="They are signed out and cannot sign in. Their notes, contacts and audit entries stay theirs; you can reactivate them later."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
          <Button
            variant="danger"
            disabled={action.isPending}
            onClick={() => void run('deactivate', `${member.name} can no longer sign in.`)}
          >
            Deactivate
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

const invitationStatus = {
  waiting: 'Waiting',
  accepted: 'Accepted',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
} as const;

function TeamLists() {
  const team = useTeam();
  const session = useAdminSession();
  const withdraw = useWithdrawInvitation();
  const membersId = useId();
  const invitationsId = useId();
  if (team.isError)
    return (
      <p role="alert" className="text-red-700">
        {describeError(team.error, 'Could not load the team.')}
      </p>
    );
  if (!team.data) return <p className="text-slate-600">Loading...</p>;
  return (
    <>
      <section aria-labelledby={membersId}>
        <h2 id={membersId} className="text-lg font-bold text-slate-900">
          People
        </h2>
        <ul className="mt-3 space-y-3">
          {team.data.members.map((member) => (
            <MemberCard key={member.id} member={member} isMe={member.id === session.data?.adminId} />
          ))}
        </ul>
      </section>
      {team.data.invitations.length ? (
        <section aria-labelledby={invitationsId}>
          <h2 id={invitationsId} className="text-lg font-bold text-slate-900">
            Invitations
          </h2>
          <ul className="mt-3 space-y-2">
            {team.data.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3"
              >
                <p className="min-w-0 break-words text-slate-800">
                  <span className="font-semibold">{invitation.name}</span> ({invitation.email}),{' '}
                  {roleLabels[invitation.role].toLowerCase()}: {invitationStatus[invitation.status]}
                  {invitation.status === 'waiting' ? `, until ${formatDateTime(invitation.expiresAt)}` : ''}
                </p>
                {invitation.status === 'waiting' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={withdraw.isPending}
                    onClick={() =>
                      void withdraw.mutateAsync(invitation.id).then(
                        () =>
                          toast({
                            title: 'Invitation withdrawn',
                            description: `The link to ${invitation.email} no longer works.`,
                          }),
                        failed,
                      )
                    }
                    aria-label={`Withdraw the invitation to ${invitation.name}`}
                  >
                    Withdraw
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function TeamContent() {
  const session = useAdminSession();
  const mayManage = useMayUse('team');
  if (!mayManage)
    return (
      <p role="alert" className="font-semibold text-red-700">
        {session.data ? refusalMessage(session.data.role, 'team') : 'Only the owner manages the team.'}
      </p>
    );
  return (
    <>
      {/* The people first; inviting someone new after them (issue 59). */}
      <TeamLists />
      <InviteForm />
    </>
  );
}

/** /admin/team (issue 34): the owner's page of the people who work in the back office. */
export default function TeamPage({ page }: { page: PageMeta }) {
  useDocumentMeta(page.title, page.description, page.path);
  return (
    <AdminGate>
      {() => (
        <div className="mx-auto max-w-4xl space-y-6 px-4 py-6">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Team</h1>
            <p className="mt-1 text-slate-600">
              Who works in the back office, and what each may do. The audit log keeps who did what.
            </p>
          </div>
          <TeamContent />
        </div>
      )}
    </AdminGate>
  );
}
