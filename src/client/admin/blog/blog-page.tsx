import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, NotebookPen, Pencil, Plus } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Card } from "#client/components/ui/card.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { blogPath } from "#shared/blog.ts";
import { formatCount } from "#shared/counted.ts";
import { blogListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import { DeleteButton } from "../components/row-buttons";
import { notifyFailure } from "../lib/errors";
import { formatDate } from "../lib/format";
import { useInlineEditor } from "../lib/inline-editor";
import { useListScreen } from "../lib/list-screen";
import type { BlogRow } from "../lib/types";
import { PostEditor } from "./post-editor";

const viewOptions = [
  { value: "all", label: "All posts" },
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

function PostRow({ post, onEdit }: { post: BlogRow; onEdit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.blog.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
        notifySuccess(`"${post.title}" was deleted`);
      },
      onError: (error) => notifyFailure("The post could not be deleted", error),
    }),
  );
  const confirmRemove = () => {
    if (window.confirm(`Delete "${post.title}"? This cannot be undone.`)) remove.mutate({ id: post.id });
  };
  return (
    <Card className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {post.title}
          <Badge tone={post.published ? "success" : "warning"}>
            {post.published ? "Published" : "Draft"}
          </Badge>
          {post.titleAr && <Badge tone="info">Arabic</Badge>}
        </p>
        <p className="mt-0.5 text-sm break-all text-slate-600">
          {blogPath("en", post.slug)} · updated {formatDate(post.updatedAt)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {post.published && (
          <a
            href={blogPath("en", post.slug)}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses("ghost", "sm")}
            aria-label={`View ${post.title} on the website`}
          >
            <ExternalLink aria-hidden="true" />
            View
          </a>
        )}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <DeleteButton what={post.title} onClick={confirmRemove} disabled={remove.isPending} />
      </div>
    </Card>
  );
}

export function BlogPage() {
  const trpc = useTRPC();
  // Posts change only here and each change refreshes the list: it is not polled like the desk's lists.
  const screen = useListScreen(blogListSchema, trpc.blog, undefined, {
    live: false,
  });
  const { editing, key, open, close } = useInlineEditor<string>();
  const drafts = screen.list.data?.drafts;
  return (
    <AdminLayout
      title="Blog"
      subtitle={
        drafts
          ? `Articles for your visitors · ${formatCount(drafts)} unpublished`
          : "Articles for your visitors"
      }
      actions={
        <Button onClick={() => open("new")}>
          <Plus aria-hidden="true" />
          New post
        </Button>
      }
    >
      {editing && (
        <div className="mb-6">
          <PostEditor key={key} id={editing} onDone={close} />
        </div>
      )}
      <ListToolbar
        screen={screen}
        searchLabel="Search posts"
        statusLabel="Show posts"
        statusOptions={viewOptions}
        nameLabel="Title"
      />
      <ListBody
        screen={screen}
        what="posts"
        icon={NotebookPen}
        empty="No posts yet. Write the first one: articles bring visitors from search engines."
        className="space-y-2"
        row={(post) => <PostRow post={post} onEdit={() => open(post.id)} />}
      />
    </AdminLayout>
  );
}
