import { useQuery } from "@tanstack/react-query";
import { Card } from "#client/components/ui/card.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { AdminLayout } from "../components/admin-layout";
import { LoadError, LoadingText } from "../components/empty-state";
import { NewAdminForm } from "./new-admin-form";
import { PasskeyRequirement } from "./passkey-requirement";
import { UserRow } from "./user-row";

export function UsersPage() {
  const trpc = useTRPC();
  const users = useQuery(trpc.users.list.queryOptions());
  const check = useQuery(trpc.auth.check.queryOptions()).data;
  const me = check?.authenticated ? check.username : undefined;
  const youOwn = users.data?.some((user) => user.owner && user.username === me) ?? false;

  return (
    <AdminLayout
      title="Admin Users"
      subtitle="Who can sign in to this admin, where they are signed in, and who the owner is"
    >
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Add an admin</h2>
          <p className="mt-0.5 mb-4 text-sm text-slate-600">
            They get a one-time password to sign in with, and choose their own at once.
          </p>
          <NewAdminForm />
        </Card>
        <Card className="p-5 sm:p-6">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">How admins sign in</h2>
          <PasskeyRequirement youOwn={youOwn} />
        </Card>
        {users.isPending ? (
          <LoadingText />
        ) : users.isError ? (
          <LoadError what="the admin users" onRetry={() => users.refetch()} />
        ) : (
          <ul
            aria-label="Admin users"
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            {users.data.map((user) => (
              <UserRow key={user.id} user={user} isYou={user.username === me} youOwn={youOwn} />
            ))}
          </ul>
        )}
      </div>
    </AdminLayout>
  );
}
