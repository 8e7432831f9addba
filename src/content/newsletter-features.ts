import { newsletterIssueSchemas } from '../shared/newsletter-issues';
import { articles } from './resources';
import { services } from './services';

/** What a newsletter can feature under its text: an article, or a service page. */
export const featurableItems = [
  ...articles.map((article) => ({
    value: `article:${article.id}`,
    label: `Article: ${article.title}`,
    title: article.title,
    summary: article.excerpt,
    href: article.url,
  })),
  ...services.map((service) => ({
    value: `service:${service.slug}`,
    label: `Service: ${service.title}`,
    title: service.title,
    summary: service.summary,
    href: `/services/${service.slug}`,
  })),
] as const;

/** The newsletter's body as the API and the editor check it (src/shared/newsletter-issues.ts). */
export const { create: newsletterIssueCreateSchema, patch: newsletterIssuePatchSchema } =
  newsletterIssueSchemas(featurableItems.map((item) => item.value));
