import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { slugify } from "#shared/blog.ts";
import { type BlogPostData, type BlogPostInput, blogPostInputSchema } from "#shared/blog-schema.ts";
import { LoadError, LoadingText } from "../components/empty-state";
import { ProductImageField } from "../components/product-image-field";
import { SaveButton } from "../components/save-button";
import { issuesOf, notifyFailure } from "../lib/errors";
import type { BlogPostFull } from "../lib/types";
import { mayDiscard, useUnsavedGuard } from "../lib/unsaved-guard";
import { MarkdownField } from "./markdown-field";

type Props = { id: string | "new"; onDone: () => void };
const blank: BlogPostInput = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  imageUrl: "",
  published: false,
  titleAr: "",
  excerptAr: "",
  contentAr: "",
};

export function PostEditor({ id, onDone }: Props) {
  const trpc = useTRPC();
  const stored = useQuery({ ...trpc.blog.get.queryOptions({ id }), enabled: id !== "new" });
  if (id === "new") return <PostForm onDone={onDone} />;
  if (stored.isPending) return <LoadingText />;
  if (stored.isError) return <LoadError what="the post" onRetry={() => stored.refetch()} />;
  return <PostForm post={stored.data} onDone={onDone} />;
}

function PostForm({ post, onDone }: { post?: BlogPostFull; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<BlogPostInput, unknown, BlogPostData>({
    resolver: zodResolver(blogPostInputSchema),
    defaultValues: post ? { ...post, imageUrl: post.imageUrl ?? "" } : blank,
  });
  const { errors, dirtyFields, isDirty } = form.formState;
  useUnsavedGuard(isDirty);
  const saved = async (made: { published: boolean }) => {
    await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
    notifySuccess(made.published ? "The post is saved and published" : "The draft is saved");
    onDone();
  };
  const failed = (error: unknown) => {
    const issues = issuesOf(error);
    for (const issue of issues) form.setError(issue.path as keyof BlogPostInput, { message: issue.message });
    notifyFailure(issues.length ? "Check the marked fields" : "The post could not be saved", error);
  };
  const create = useMutation(trpc.blog.create.mutationOptions({ onSuccess: saved, onError: failed }));
  const update = useMutation(trpc.blog.update.mutationOptions({ onSuccess: saved, onError: failed }));
  const busy = create.isPending || update.isPending;
  const submit = form.handleSubmit((data) =>
    post ? update.mutate({ id: post.id, data }) : create.mutate(data),
  );
  // A new post's slug follows its title until the owner types one.
  const title = form.register("title", {
    onChange: (event) => {
      if (!post && !dirtyFields.slug) form.setValue("slug", slugify(event.target.value));
    },
  });

  const text = (name: "title" | "slug" | "excerpt" | "titleAr" | "excerptAr", label: string, lang = "en") => (
    <div className="space-y-1.5">
      <Label htmlFor={`post-${name}`}>{label}</Label>
      {name.startsWith("excerpt") ? (
        <Textarea
          rows={2}
          lang={lang}
          dir={lang === "ar" ? "rtl" : "ltr"}
          {...fieldA11y(`post-${name}`, errors[name]?.message)}
          {...form.register(name)}
        />
      ) : (
        <Input
          lang={lang}
          dir={lang === "ar" ? "rtl" : "ltr"}
          {...fieldA11y(`post-${name}`, errors[name]?.message)}
          {...(name === "title" ? title : form.register(name))}
        />
      )}
      <FieldError fieldId={`post-${name}`} message={errors[name]?.message} />
    </div>
  );
  const markdown = (name: "content" | "contentAr", label: string, lang: "en" | "ar") => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MarkdownField
          id={`post-${name}`}
          label={label}
          lang={lang}
          value={field.value ?? ""}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        aria-label={post ? `Edit ${post.title}` : "New post"}
        onSubmit={submit}
        className="space-y-6"
      >
        <h2 className="text-lg font-semibold text-slate-900">{post ? "Edit post" : "New post"}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("title", "Title")}
          {text("slug", "Address (slug): made from the title when empty")}
        </div>
        {text("excerpt", "Excerpt: one or two sentences for lists and search results")}
        {markdown("content", "Text", "en")}
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ProductImageField
              label="Cover Image"
              value={field.value ?? ""}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <fieldset className="space-y-5 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Arabic (optional: /ar shows the English post until it has an Arabic title)
          </legend>
          {text("titleAr", "Title (Arabic)", "ar")}
          {text("excerptAr", "Excerpt (Arabic)", "ar")}
          {markdown("contentAr", "Text (Arabic)", "ar")}
        </fieldset>
        <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="post-published"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
                <Label htmlFor="post-published">Published: visitors can read it</Label>
              </div>
            )}
          />
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => mayDiscard() && onDone()}>
              Cancel
            </Button>
            <SaveButton busy={busy} label="Save post" />
          </div>
        </div>
      </form>
    </Card>
  );
}
