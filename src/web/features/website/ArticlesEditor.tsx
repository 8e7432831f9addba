import { useState } from 'react';
import { startingArticles } from '../../../content/resources';
import { type ArticleText, websiteTextsSchema } from '../../../shared/website-texts';
import { pathErrors } from '../../lib/field-errors';
import { Button } from '../../ui/Button';
import { TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { useChangeDraft } from './api/website';
import { showRefusal } from './refusal';

/**
 * The resources page's articles (issue 58): each with its title, a sentence or two, the day it was
 * published and where it is; added, changed and removed here, saved as a list. Before the adviser
 * saves a list the page shows the site's starting articles; an empty list leaves the section out.
 */

interface Row {
  title: string;
  excerpt: string;
  publishedDate: string;
  readTime: string;
  url: string;
  /** The tags, separated by commas. */
  tags: string;
}

const rowOf = (article: ArticleText): Row => ({ ...article, tags: article.tags.join(', ') });
const emptyRow: Row = { title: '', excerpt: '', publishedDate: '', readTime: '', url: '', tags: '' };

export function ArticlesEditor({ articles }: { articles: ArticleText[] | null }) {
  const change = useChangeDraft();
  const [rows, setRows] = useState<Row[]>(() => (articles ?? startingArticles()).map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (index: number, key: keyof Row, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [key]: value } : row)));

  const send = async (list: ArticleText[] | null, told: string) => {
    try {
      await change.mutateAsync({ texts: { articles: list } });
      toast({ title: 'Draft saved', description: told });
    } catch (error) {
      showRefusal(error, 'texts.articles', setErrors);
    }
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = websiteTextsSchema.shape.articles.safeParse(
      rows.map((row) => ({
        ...row,
        tags: row.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      })),
    );
    if (!parsed.success) {
      // A tag's message goes under the tags.
      setErrors(
        pathErrors(parsed.error.issues, (path) =>
          path[1] === 'tags' ? path.slice(0, 2).join('.') : path.join('.'),
        ),
      );
      return;
    }
    setErrors({});
    await send(parsed.data, 'The articles are in the draft.');
  };

  return (
    <form noValidate onSubmit={save} className="space-y-4">
      {(errors[''] ?? errors['texts.articles']) ? (
        <p role="alert" className="font-medium text-red-700">
          {errors[''] ?? errors['texts.articles']}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-slate-700">No articles: the resources page leaves the section out.</p>
      ) : null}
      <ol className="space-y-4">
        {rows.map((row, index) => (
          // An article is its place in the list until saved.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <li key={index} className="space-y-3 rounded-2xl border border-slate-200 p-4">
            <TextField
              label={`Article ${index + 1}: title`}
              value={row.title}
              error={errors[`${index}.title`]}
              onChange={(event) => set(index, 'title', event.target.value)}
            />
            <TextArea
              label="What it is about"
              rows={2}
              value={row.excerpt}
              error={errors[`${index}.excerpt`]}
              onChange={(event) => set(index, 'excerpt', event.target.value)}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Published on"
                type="date"
                value={row.publishedDate}
                error={errors[`${index}.publishedDate`]}
                onChange={(event) => set(index, 'publishedDate', event.target.value)}
              />
              <TextField
                label="Reading time"
                optional
                placeholder="6 min read"
                value={row.readTime}
                error={errors[`${index}.readTime`]}
                onChange={(event) => set(index, 'readTime', event.target.value)}
              />
            </div>
            <TextField
              label="Where it is published"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={row.url}
              error={errors[`${index}.url`]}
              onChange={(event) => set(index, 'url', event.target.value)}
            />
            <TextField
              label="Tags"
              optional
              hint="Separated by commas, such as Tax, Retirement."
              value={row.tags}
              error={errors[`${index}.tags`]}
              onChange={(event) => set(index, 'tags', event.target.value)}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
            >
              Remove<span className="sr-only"> article {index + 1}</span>
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setRows((current) => [...current, emptyRow])}
        >
          Add article
        </Button>
        <div className="flex flex-wrap gap-3">
          {articles !== null ? (
            <Button
              type="button"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => void send(null, 'The site’s starting articles are in the draft again.')}
            >
              Use the site’s starting articles
            </Button>
          ) : null}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Save articles'}
          </Button>
        </div>
      </div>
    </form>
  );
}
