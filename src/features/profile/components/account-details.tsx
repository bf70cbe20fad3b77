import { formatDate } from '@/utils/format-date';

/** E-mail and member-since date of the account, read-only. */
export function AccountDetails({ email, createdAt }: { email: string; createdAt: string | null }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="min-w-0 rounded-xl bg-slate-50 p-4">
        <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Email</dt>
        <dd className="mt-1 break-words font-medium text-ink">{email}</dd>
      </div>
      <div className="rounded-xl bg-slate-50 p-4">
        <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Membro desde</dt>
        <dd className="mt-1 font-medium text-ink">{formatDate(createdAt) ?? '—'}</dd>
      </div>
    </dl>
  );
}
